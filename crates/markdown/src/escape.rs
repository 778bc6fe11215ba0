//! Escaping text for HTML, apart from the rest of the markup so that the highlighter
//! can escape the code it wraps in spans while the code blocks around it use both.

/// Escapes text for HTML content and attribute values.
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut copied = 0;
    for (index, byte) in text.bytes().enumerate() {
        let replacement = match byte {
            b'&' => "&amp;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            b'"' => "&quot;",
            b'\'' => "&#39;",
            _ => continue,
        };
        out.push_str(&text[copied..index]);
        out.push_str(replacement);
        copied = index + 1;
    }
    out.push_str(&text[copied..]);
    out
}
