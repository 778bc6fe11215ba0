//! The compressed copies (`.br`, `.gz`) of the site's text files, made once at build
//! time so that servers send them as they are.
//!
//! Most of a cold build is spent here (the packages bundle alone is about 15 MB of
//! text in 2,000 files), so the settings trade a few percent of size for speed where
//! readers would not notice, and keep the best compression for the front end's
//! bundles, which every reader downloads.

use std::cell::RefCell;
use std::fs;
use std::io::{self, BufReader, BufWriter, Write};
use std::path::Path;

use crate::fs_util::with_path;
use crate::output::Compression;

/// Text files smaller than this are not worth compressing.
const MIN_SIZE: u64 = 512;

/// Brotli quality 5 ([`Compression::Quick`]) compresses within a few percent of
/// quality 9 at over ten times the speed. Quality 10 ([`Compression::Best`]):
/// measured on the site's bundles, 8 % smaller than quality 9, and only 2 % larger
/// than quality 11 in half its time (which was a third of a cold build).
const BROTLI_QUALITY_QUICK: u32 = 5;
const BROTLI_QUALITY_BEST: u32 = 10;
/// Quality 11 ([`Compression::Smallest`]): on the search's core (WebAssembly), 5 %
/// smaller than quality 10.
const BROTLI_QUALITY_SMALLEST: u32 = 11;
/// The largest window brotli compresses with (1 MB); a smaller file gets the smallest
/// window that holds it whole, from [`BROTLI_MIN_WINDOW`] up: a copy within bytes of
/// the same size, from an encoder whose tables, which grow with the window, take a
/// fraction of the memory (2 MB, not 10, for 64 KB) and less time. Past 1 MB a larger
/// window gains nothing: the 38 MB `llms-full.txt` of a site of 10,000 pages came out
/// 4 KB smaller at quality 5 than with 4 MB, whose encoder took 49 MB, not 14.
const BROTLI_WINDOW: u32 = 20;
/// The smallest window a file gets: with a smaller one, the encoder takes another
/// kind of table, forty times slower at quality 5 (measured on 10 KB of text).
const BROTLI_MIN_WINDOW: u32 = 17;

/// libdeflate at its default level compresses a little smaller than zlib at the
/// same level, in less than half the time.
const GZIP_LEVEL: i32 = 6;

/// A compression a text file gets a copy in, for servers to send as it is to the
/// browsers that accept it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Encoding {
    Brotli,
    Gzip,
}

impl Encoding {
    /// Every encoding a text file gets a copy in.
    pub(crate) const ALL: [Encoding; 2] = [Encoding::Brotli, Encoding::Gzip];

    /// What the compressed copy's name adds to the file's.
    pub(crate) fn suffix(self) -> &'static str {
        match self {
            Encoding::Brotli => ".br",
            Encoding::Gzip => ".gz",
        }
    }
}

/// Whether a file of this path and size gets compressed copies.
pub(crate) fn is_compressible(path: &Path, len: u64) -> bool {
    len >= MIN_SIZE
        && matches!(
            path.extension().and_then(|e| e.to_str()),
            Some("html" | "css" | "js" | "mjs" | "json" | "svg" | "xml" | "txt" | "map" | "wasm")
        )
}

/// A rough measure of the work of compressing a file of `len` bytes, so that the
/// longest jobs start first and no core is left with one at the end.
pub(crate) fn cost(compression: Compression, len: u64) -> u64 {
    match compression {
        Compression::None => 0,
        Compression::Quick => len,
        // Brotli's quality 10 is about twenty-five times slower per byte than 5.
        Compression::Best => len.saturating_mul(25),
        Compression::Smallest => len.saturating_mul(50),
    }
}

/// The compressed copy of `bytes`.
pub(crate) fn compress(encoding: Encoding, compression: Compression, bytes: &[u8]) -> io::Result<Vec<u8>> {
    match encoding {
        Encoding::Brotli => {
            let mut out = Vec::with_capacity(bytes.len() / 4);
            brotli(bytes, &mut out, brotli_quality(compression), bytes.len())?;
            Ok(out)
        }
        Encoding::Gzip => gzip(bytes),
    }
}

/// Writes the compressed copy of the file `source` to `target` a buffer at a time,
/// for files too large to hold whole beside their copies. Gzip then goes through
/// flate2, at the same level: libdeflate compresses whole buffers only.
pub(crate) fn compress_file(encoding: Encoding, compression: Compression, source: &Path, target: &Path) -> io::Result<()> {
    let input = fs::File::open(source).map_err(|err| with_path(err, source))?;
    let size = input.metadata().map_err(|err| with_path(err, source))?.len() as usize;
    let output = fs::File::create(target).map_err(|err| with_path(err, target))?;
    let (mut input, mut output) = (BufReader::new(input), BufWriter::new(output));
    let streamed = match encoding {
        Encoding::Brotli => brotli(&mut input, &mut output, brotli_quality(compression), size).and_then(|()| output.flush()),
        Encoding::Gzip => {
            let mut encoder = flate2::write::GzEncoder::new(output, flate2::Compression::new(GZIP_LEVEL as u32));
            io::copy(&mut input, &mut encoder).and_then(|_| encoder.finish()?.flush())
        }
    };
    streamed.map_err(|err| with_path(err, target))
}

fn brotli_quality(compression: Compression) -> u32 {
    match compression {
        Compression::Smallest => BROTLI_QUALITY_SMALLEST,
        Compression::Best => BROTLI_QUALITY_BEST,
        Compression::Quick | Compression::None => BROTLI_QUALITY_QUICK,
    }
}

/// Compresses what `input` reads, of `size` bytes, into `output`.
fn brotli(mut input: impl io::Read, output: &mut impl Write, quality: u32, size: usize) -> io::Result<()> {
    // The size lets the encoder size its tables to the file: the same output, and a
    // fifth less time over the packages bundle's two thousand small files.
    let params = brotli::enc::BrotliEncoderParams {
        quality: quality as i32,
        lgwin: window_bits(size) as i32,
        size_hint: size,
        ..Default::default()
    };
    brotli::BrotliCompress(&mut input, output, &params)?;
    Ok(())
}

/// The window for a file of `size` bytes: brotli's windows hold 16 bytes less than
/// their power of two.
fn window_bits(size: usize) -> u32 {
    let bits = (size as u64 + 16).next_power_of_two().trailing_zeros();
    bits.clamp(BROTLI_MIN_WINDOW, BROTLI_WINDOW)
}

fn gzip(bytes: &[u8]) -> io::Result<Vec<u8>> {
    thread_local! {
        // A compressor holds large tables; each thread reuses its own.
        static COMPRESSOR: RefCell<libdeflater::Compressor> = RefCell::new(libdeflater::Compressor::new(
            libdeflater::CompressionLvl::new(GZIP_LEVEL).expect("a level libdeflate supports"),
        ));
    }
    COMPRESSOR.with_borrow_mut(|compressor| {
        let mut out = vec![0; compressor.gzip_compress_bound(bytes.len())];
        let len = compressor.gzip_compress(bytes, &mut out).map_err(|err| io::Error::other(format!("gzip: {err}")))?;
        out.truncate(len);
        Ok(out)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    #[test]
    fn a_file_gets_the_smallest_window_that_holds_it_up_to_the_largest() {
        assert_eq!([0, 65_536, 131_056, 131_057, 1_048_560, 1_048_561, 50_000_000].map(window_bits), [17, 17, 17, 18, 20, 20, 20]);
        let text: Vec<u8> =
            (0..).flat_map(|n: u32| format!("line {n}: {}\n", n.wrapping_mul(2_654_435_761) % 1000).into_bytes()).take(65_000).collect();
        let mut whole_window = Vec::new();
        let params =
            brotli::enc::BrotliEncoderParams { quality: 5, lgwin: BROTLI_WINDOW as i32, size_hint: text.len(), ..Default::default() };
        brotli::BrotliCompress(&mut &text[..], &mut whole_window, &params).unwrap();
        let fitted = compress(Encoding::Brotli, Compression::Quick, &text).unwrap();
        assert!(
            fitted.len().abs_diff(whole_window.len()) <= 16,
            "{} bytes with the window fitted, {} with the largest",
            fitted.len(),
            whole_window.len()
        );
    }

    #[test]
    fn copies_decompress_to_the_original() {
        let text = "<p>Some text that repeats. </p>\n".repeat(500).into_bytes();
        for compression in [Compression::Quick, Compression::Best, Compression::Smallest] {
            let br = compress(Encoding::Brotli, compression, &text).unwrap();
            let mut back = Vec::new();
            brotli::Decompressor::new(&br[..], 4096).read_to_end(&mut back).unwrap();
            assert_eq!(back, text, "{compression:?}");
            let gz = compress(Encoding::Gzip, compression, &text).unwrap();
            let mut back = Vec::new();
            flate2::read::GzDecoder::new(&gz[..]).read_to_end(&mut back).unwrap();
            assert_eq!(back, text, "{compression:?}");
            assert!(br.len() < text.len() / 10 && gz.len() < text.len() / 10);
        }
    }

    #[test]
    fn only_text_files_worth_it_are_compressed() {
        assert!(is_compressible(Path::new("local-cdn/a.json"), 512));
        assert!(!is_compressible(Path::new("local-cdn/a.json"), 511));
        assert!(!is_compressible(Path::new("fonts/72.woff2"), 100_000));
        assert_eq!(cost(Compression::None, 100_000), 0);
        assert!(cost(Compression::Best, 1000) > cost(Compression::Quick, 20_000));
    }
}
