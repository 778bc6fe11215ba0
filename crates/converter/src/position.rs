//! Lines and columns of byte offsets, for notes. Offsets are asked for in increasing
//! order, so one pass over the text answers all of them: a text of one long line with
//! many notes costs no more than a short one.

/// Walks a text forward, counting lines (`\n` ends one) and characters.
pub(crate) struct Cursor<'a> {
    bytes: &'a [u8],
    offset: usize,
    line: usize,
    column: usize,
}

impl<'a> Cursor<'a> {
    /// A cursor at the start of `text`.
    pub(crate) fn new(text: &'a str) -> Self {
        Cursor { bytes: text.as_bytes(), offset: 0, line: 1, column: 1 }
    }

    /// The line and column (from 1, the column in characters) of `offset`, which is
    /// at least the offset asked for before.
    pub(crate) fn position(&mut self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.bytes.len());
        for &byte in &self.bytes[self.offset.min(offset)..offset] {
            if byte == b'\n' {
                self.line += 1;
                self.column = 1;
            } else if byte & 0xC0 != 0x80 {
                // Every byte but a UTF-8 continuation byte starts a character.
                self.column += 1;
            }
        }
        self.offset = self.offset.max(offset);
        (self.line, self.column)
    }
}

#[cfg(test)]
mod tests {
    use super::Cursor;

    #[test]
    fn counts_lines_and_characters_not_bytes() {
        let text = "ab\nçé<x>\n\nz";
        let mut cursor = Cursor::new(text);
        assert_eq!(cursor.position(0), (1, 1));
        assert_eq!(cursor.position(1), (1, 2));
        assert_eq!(cursor.position(3), (2, 1));
        assert_eq!(cursor.position(text.find('<').unwrap()), (2, 3));
        assert_eq!(cursor.position(text.find('z').unwrap()), (4, 1));
        assert_eq!(cursor.position(text.len()), (4, 2));
    }
}
