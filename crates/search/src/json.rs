//! The JSON the browser's search reads and writes, by hand: a reader that decodes
//! the search's own files straight into their types, and the escaping of the
//! answers' strings.
//!
//! Why not serde_json here: its generic machinery (and its float parsing tables) were
//! a third of the WebAssembly module every reader downloads, for files of strings,
//! whole numbers, lists and objects. The engine still writes the files with serde;
//! the tests read them back both ways.

/// A reader of one JSON text.
pub struct Reader<'a> {
    text: &'a [u8],
    at: usize,
}

/// What went wrong, and where.
pub type Result<T> = std::result::Result<T, String>;

impl<'a> Reader<'a> {
    /// A reader at the start of `text`.
    pub fn new(text: &'a str) -> Reader<'a> {
        Reader { text: text.as_bytes(), at: 0 }
    }

    fn error<T>(&self, expected: &str) -> Result<T> {
        Err(format!("expected {expected} at byte {}", self.at))
    }

    fn skip_space(&mut self) {
        while self.text.get(self.at).is_some_and(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    /// The next byte after white space, not consumed.
    fn peek(&mut self) -> Option<u8> {
        self.skip_space();
        self.text.get(self.at).copied()
    }

    fn eat(&mut self, byte: u8) -> bool {
        let found = self.peek() == Some(byte);
        self.at += usize::from(found);
        found
    }

    fn expect(&mut self, byte: u8, what: &str) -> Result<()> {
        if self.eat(byte) {
            Ok(())
        } else {
            self.error(what)
        }
    }

    fn literal(&mut self, word: &str) -> bool {
        self.skip_space();
        let found = self.text[self.at..].starts_with(word.as_bytes());
        if found {
            self.at += word.len();
        }
        found
    }

    /// Checks that nothing but white space follows.
    pub fn end(mut self) -> Result<()> {
        match self.peek() {
            None => Ok(()),
            Some(_) => self.error("the end of the text"),
        }
    }

    /// A string.
    pub fn string(&mut self) -> Result<String> {
        self.expect(b'"', "a string")?;
        let mut out = String::new();
        loop {
            let start = self.at;
            while self.text.get(self.at).is_some_and(|&b| b != b'"' && b != b'\\' && b >= 0x20) {
                self.at += 1;
            }
            // The text is a &str, and the run stops at ASCII bytes only.
            out.push_str(std::str::from_utf8(&self.text[start..self.at]).map_err(|err| err.to_string())?);
            match self.text.get(self.at) {
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    let escaped = self.text.get(self.at).copied();
                    self.at += 1;
                    match escaped {
                        Some(b'"') => out.push('"'),
                        Some(b'\\') => out.push('\\'),
                        Some(b'/') => out.push('/'),
                        Some(b'b') => out.push('\u{8}'),
                        Some(b'f') => out.push('\u{c}'),
                        Some(b'n') => out.push('\n'),
                        Some(b'r') => out.push('\r'),
                        Some(b't') => out.push('\t'),
                        Some(b'u') => out.push(self.unicode_escape()?),
                        _ => return self.error("an escape"),
                    }
                }
                _ => return self.error("the end of the string"),
            }
        }
    }

    /// The character of a `\u` escape (the `\u` read), a surrogate pair joined.
    fn unicode_escape(&mut self) -> Result<char> {
        let first = self.hex4()?;
        let code = if (0xD800..0xDC00).contains(&first) {
            if !self.text[self.at..].starts_with(b"\\u") {
                return self.error("the second half of a surrogate pair");
            }
            self.at += 2;
            let second = self.hex4()?;
            if !(0xDC00..0xE000).contains(&second) {
                return self.error("the second half of a surrogate pair");
            }
            0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        } else {
            first
        };
        char::from_u32(code).map_or_else(|| self.error("a character"), Ok)
    }

    fn hex4(&mut self) -> Result<u32> {
        let digits = self.text.get(self.at..self.at + 4).and_then(|d| std::str::from_utf8(d).ok());
        match digits.and_then(|d| u32::from_str_radix(d, 16).ok()) {
            Some(value) => {
                self.at += 4;
                Ok(value)
            }
            None => self.error("four hexadecimal digits"),
        }
    }

    /// A whole number that fits in 32 bits.
    pub fn u32(&mut self) -> Result<u32> {
        self.skip_space();
        let start = self.at;
        while self.text.get(self.at).is_some_and(u8::is_ascii_digit) {
            self.at += 1;
        }
        let digits = std::str::from_utf8(&self.text[start..self.at]).unwrap_or_default();
        let leading_zero = digits.len() > 1 && digits.starts_with('0');
        match digits.parse() {
            Ok(value) if !leading_zero => Ok(value),
            _ => {
                self.at = start;
                self.error("a whole number of at most 32 bits")
            }
        }
    }

    /// `true` or `false`.
    pub fn bool(&mut self) -> Result<bool> {
        if self.literal("true") {
            Ok(true)
        } else if self.literal("false") {
            Ok(false)
        } else {
            self.error("true or false")
        }
    }

    /// Whether the next value is `null` (consumed if so).
    pub fn null(&mut self) -> bool {
        self.literal("null")
    }

    /// A list, each item read by `item`.
    pub fn list(&mut self, mut item: impl FnMut(&mut Self) -> Result<()>) -> Result<()> {
        self.expect(b'[', "a list")?;
        if self.eat(b']') {
            return Ok(());
        }
        loop {
            item(self)?;
            if self.eat(b']') {
                return Ok(());
            }
            self.expect(b',', ", or ]")?;
        }
    }

    /// A list of values each read by `item`.
    pub fn list_of<T>(&mut self, mut item: impl FnMut(&mut Self) -> Result<T>) -> Result<Vec<T>> {
        let mut items = Vec::new();
        self.list(|reader| {
            items.push(item(reader)?);
            Ok(())
        })?;
        Ok(items)
    }

    /// An object, each member's value read by `member` (which gets its key) or skipped
    /// when `member` returns false.
    pub fn object(&mut self, mut member: impl FnMut(&str, &mut Self) -> Result<bool>) -> Result<()> {
        self.expect(b'{', "an object")?;
        if self.eat(b'}') {
            return Ok(());
        }
        loop {
            let key = self.string()?;
            self.expect(b':', ":")?;
            if !member(&key, self)? {
                self.skip()?;
            }
            if self.eat(b'}') {
                return Ok(());
            }
            self.expect(b',', ", or }")?;
        }
    }

    /// Any value, unread.
    fn skip(&mut self) -> Result<()> {
        match self.peek() {
            Some(b'"') => self.string().map(drop),
            Some(b'[') => self.list(Self::skip),
            Some(b'{') => self.object(|_, _| Ok(false)),
            Some(b't' | b'f') => self.bool().map(drop),
            Some(b'n') if self.null() => Ok(()),
            _ => {
                // A number: its characters.
                let start = self.at;
                while self.text.get(self.at).is_some_and(|b| b.is_ascii_digit() || matches!(b, b'-' | b'+' | b'.' | b'e' | b'E')) {
                    self.at += 1;
                }
                if self.at == start {
                    self.error("a value")
                } else {
                    Ok(())
                }
            }
        }
    }
}

/// A value that a member of an object must have had.
pub fn required<T>(value: Option<T>, name: &str) -> Result<T> {
    value.ok_or_else(|| format!("`{name}` is missing"))
}

/// Appends `text` as a JSON string.
pub fn write_string(out: &mut String, text: &str) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(HEX[(c as usize) >> 4] as char);
                out.push(HEX[(c as usize) & 15] as char);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Appends a list of strings.
pub fn write_strings(out: &mut String, texts: &[String]) {
    out.push('[');
    for (n, text) in texts.iter().enumerate() {
        if n > 0 {
            out.push(',');
        }
        write_string(out, text);
    }
    out.push(']');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_numbers_lists_and_objects_are_read_and_unknown_members_skipped() {
        let mut reader = Reader::new(
            r#" { "a": [1, 20, 300], "skip": {"x": [true, null, -1.5e3, "y"]}, "s": "q\"\\\n\u00e9\ud83d\ude00 ok", "b": false } "#,
        );
        let (mut numbers, mut text, mut flag) = (Vec::new(), String::new(), true);
        reader
            .object(|key, reader| {
                match key {
                    "a" => numbers = reader.list_of(Reader::u32)?,
                    "s" => text = reader.string()?,
                    "b" => flag = reader.bool()?,
                    _ => return Ok(false),
                }
                Ok(true)
            })
            .unwrap();
        reader.end().unwrap();
        assert_eq!(numbers, [1, 20, 300]);
        assert_eq!(text, "q\"\\\né😀 ok");
        assert!(!flag);
    }

    #[test]
    fn broken_json_is_an_error_saying_where() {
        let error = |text: &str, read: fn(&mut Reader) -> Result<()>| read(&mut Reader::new(text)).unwrap_err();
        assert!(error("[1, 2", |r| r.list(|r| r.u32().map(drop))).contains("at byte 5"));
        assert!(error("[1 2]", |r| r.list(|r| r.u32().map(drop))).contains(", or ]"));
        assert!(error("[01]", |r| r.list(|r| r.u32().map(drop))).contains("whole number"));
        assert!(error("[4294967296]", |r| r.list(|r| r.u32().map(drop))).contains("32 bits"));
        assert!(error("\"open", |r| r.string().map(drop)).contains("end of the string"));
        assert!(error("\"\\ud83d\"", |r| r.string().map(drop)).contains("surrogate"));
        let mut trailing = Reader::new("[] x");
        trailing.list(|_| Ok(())).unwrap();
        assert!(trailing.end().unwrap_err().contains("end of the text"));
    }

    #[test]
    fn written_strings_read_back_the_same() {
        let texts = vec!["plain".to_string(), "quote \" backslash \\ tab \t line \n bell \u{7} é".to_string()];
        let mut out = String::new();
        write_strings(&mut out, &texts);
        assert_eq!(serde_json::from_str::<Vec<String>>(&out).unwrap(), texts);
        assert_eq!(Reader::new(&out).list_of(Reader::string).unwrap(), texts);
    }
}
