//! Where the bytes of a text being read are in the input. Markup is read from one
//! stretch of the input (a page, a string) or from the pieces of a template literal
//! or JSX element joined without their code (`${}` and `{}` stay, empty), so that
//! each byte of nested templates is read once, not once per level.

use std::ops::Range;

/// Pieces of the input, one after another in the text read.
pub(crate) struct Origin {
    /// For each piece: where it starts in the text read, and in the input.
    pieces: Vec<(usize, usize)>,
}

impl Origin {
    /// A text that is the input's bytes from `start` on.
    pub(crate) fn at(start: usize) -> Self {
        Origin { pieces: vec![(0, start)] }
    }

    /// `content` of `text` (the input's bytes from `base` on) without the code in
    /// `holes` (in order, inside it), and where its pieces are in the input.
    pub(crate) fn without(text: &str, base: usize, content: Range<usize>, holes: &[Range<usize>]) -> (String, Self) {
        let mut read = String::with_capacity(content.len() - holes.iter().map(|hole| hole.len()).sum::<usize>());
        let mut pieces = Vec::with_capacity(holes.len() + 1);
        let mut push = |piece: Range<usize>| {
            pieces.push((read.len(), base + piece.start));
            read.push_str(&text[piece]);
        };
        let mut from = content.start;
        for hole in holes {
            push(from..hole.start);
            from = hole.end;
        }
        push(from..content.end);
        (read, Origin { pieces })
    }

    /// Where byte `offset` of the text read is in the input.
    pub(crate) fn place(&self, offset: usize) -> usize {
        let index = self.pieces.partition_point(|&(start, _)| start <= offset).saturating_sub(1);
        let (start, input) = self.pieces[index];
        input + offset - start
    }

    /// Where the bytes `range` of the text read are in the input. The range lies in
    /// one piece: it ends with the piece's last byte at most, not at the next one.
    pub(crate) fn range(&self, range: Range<usize>) -> Range<usize> {
        let start = self.place(range.start);
        let end = if range.end > range.start { self.place(range.end - 1) + 1 } else { start };
        start..end
    }
}

#[cfg(test)]
mod tests {
    use super::Origin;

    #[test]
    fn maps_the_pieces_of_a_template_back_to_the_input() {
        let input = "x = `<a b=${one}>${`c${two}`}</a>`";
        let content = input.find('<').unwrap()..input.rfind('`').unwrap();
        let hole = |code: &str| input.find(code).unwrap()..input.find(code).unwrap() + code.len();
        let (text, origin) = Origin::without(input, 0, content.clone(), &[hole("one"), hole("`c${two}`")]);
        assert_eq!(text, "<a b=${}>${}</a>");
        assert_eq!(origin.place(0), content.start);
        assert_eq!(&input[origin.range(text.find("</a").unwrap()..text.len())], "</a>");
        assert_eq!(&input[origin.range(1..7)], "a b=${");
        assert_eq!(origin.range(3..3), input.find("b=").unwrap()..input.find("b=").unwrap());
    }
}
