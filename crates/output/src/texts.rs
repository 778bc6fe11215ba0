//! Texts a build made and reads again later, set aside meanwhile in one temporary
//! file ([`TextFile`]): appended, so that setting aside thousands costs no file each.

use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::sync::{Mutex, MutexGuard};

/// A temporary file of texts, removed when dropped.
pub struct TextFile {
    file: Mutex<File>,
}

/// Where a text is in its [`TextFile`].
#[derive(Debug, Clone, Copy)]
pub struct TextAt {
    offset: u64,
    len: usize,
}

impl TextFile {
    /// An empty file in the system's temporary folder.
    pub fn new() -> io::Result<TextFile> {
        Ok(TextFile { file: Mutex::new(tempfile::tempfile()?) })
    }

    /// Appends `text`, and says where it is.
    pub fn put(&self, text: &str) -> io::Result<TextAt> {
        let mut file = self.file();
        let offset = file.seek(SeekFrom::End(0))?;
        file.write_all(text.as_bytes())?;
        Ok(TextAt { offset, len: text.len() })
    }

    /// The text put at `at`.
    pub fn get(&self, at: TextAt) -> io::Result<String> {
        let mut bytes = vec![0; at.len];
        let mut file = self.file();
        file.seek(SeekFrom::Start(at.offset))?;
        file.read_exact(&mut bytes)?;
        String::from_utf8(bytes).map_err(|err| io::Error::new(io::ErrorKind::InvalidData, err))
    }

    fn file(&self) -> MutexGuard<'_, File> {
        // A file left by a panicking thread is whole but for the text it was putting,
        // which no one was told the place of.
        self.file.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_put_are_read_back_in_any_order() {
        let texts = TextFile::new().unwrap();
        let first = texts.put("<p>é</p>").unwrap();
        let empty = texts.put("").unwrap();
        let second = texts.put("# Title\n").unwrap();
        assert_eq!(texts.get(second).unwrap(), "# Title\n");
        assert_eq!(texts.get(first).unwrap(), "<p>é</p>");
        assert_eq!(texts.get(empty).unwrap(), "");
    }
}
