//! Range requests (RFC 9110, section 14): one range of a file, as media players and
//! download managers ask for. Requests for several ranges get the whole file, which
//! the RFC allows and which is smaller than a multipart answer for small files.

use axum::http::{header, HeaderMap};
use http_range_header::{EndPosition, StartPosition};
use std::ops::Range;
use std::time::SystemTime;

/// What to send of a file of `len` bytes.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Part {
    Whole,
    /// Bytes `start..end` of the file.
    Range(Range<u64>),
    /// The range lies outside the file: 416.
    Unsatisfiable,
}

/// The part of the file the request asks for. `etag` and `modified` are the
/// validators of the variant being sent, for `If-Range`.
pub(crate) fn requested_part(headers: &HeaderMap, len: u64, etag: &str, modified: SystemTime) -> Part {
    let Some(range) = headers.get(header::RANGE).and_then(|v| v.to_str().ok()) else {
        return Part::Whole;
    };
    if let Some(condition) = headers.get(header::IF_RANGE).and_then(|v| v.to_str().ok()) {
        if !if_range_holds(condition, etag, modified) {
            return Part::Whole;
        }
    }
    // The library checks the syntax; which range that means for this file is decided
    // here, where the RFC asks for more leniency than its own validation (a suffix
    // longer than the file means the whole file).
    let Ok(parsed) = http_range_header::parse_range_header(range) else {
        return Part::Whole;
    };
    let [only] = parsed.ranges.as_slice() else {
        return Part::Whole;
    };
    let (start, end) = match (only.start, only.end) {
        (StartPosition::FromLast(suffix), _) => (len.saturating_sub(suffix), len),
        (StartPosition::Index(start), EndPosition::LastByte) => (start, len),
        (StartPosition::Index(start), EndPosition::Index(last)) if last >= start => (start, len.min(last.saturating_add(1))),
        (StartPosition::Index(_), EndPosition::Index(_)) => return Part::Whole,
    };
    if start >= len {
        return Part::Unsatisfiable;
    }
    Part::Range(start..end)
}

/// `If-Range`: an entity tag compared strongly, or the exact modification date.
fn if_range_holds(condition: &str, etag: &str, modified: SystemTime) -> bool {
    if condition.starts_with('"') {
        return condition == etag;
    }
    match httpdate::parse_http_date(condition) {
        Ok(date) => httpdate::fmt_http_date(date) == httpdate::fmt_http_date(modified),
        Err(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;
    use std::time::{Duration, UNIX_EPOCH};

    fn part(range: &str) -> Part {
        let mut headers = HeaderMap::new();
        headers.insert(header::RANGE, HeaderValue::from_str(range).unwrap());
        requested_part(&headers, 100, "\"e\"", UNIX_EPOCH)
    }

    #[test]
    fn single_ranges_are_resolved_against_the_length() {
        assert_eq!(part("bytes=0-9"), Part::Range(0..10));
        assert_eq!(part("bytes=90-"), Part::Range(90..100));
        assert_eq!(part("bytes=-10"), Part::Range(90..100));
        assert_eq!(part("bytes=95-200"), Part::Range(95..100));
        assert_eq!(part("bytes=-500"), Part::Range(0..100), "a suffix longer than the file is the whole file");
    }

    #[test]
    fn ranges_past_the_end_are_unsatisfiable_and_others_get_the_whole_file() {
        assert_eq!(part("bytes=100-"), Part::Unsatisfiable);
        assert_eq!(part("bytes=0-1,5-6"), Part::Whole);
        assert_eq!(part("bytes=9-2"), Part::Whole);
        assert_eq!(part("items=0-1"), Part::Whole);
        assert_eq!(part("bytes=x-"), Part::Whole);
    }

    #[test]
    fn if_range_sends_the_whole_file_when_the_validator_does_not_match() {
        let mut headers = HeaderMap::new();
        headers.insert(header::RANGE, HeaderValue::from_static("bytes=0-0"));
        headers.insert(header::IF_RANGE, HeaderValue::from_static("\"old\""));
        assert_eq!(requested_part(&headers, 100, "\"e\"", UNIX_EPOCH), Part::Whole);
        headers.insert(header::IF_RANGE, HeaderValue::from_static("\"e\""));
        assert_eq!(requested_part(&headers, 100, "\"e\"", UNIX_EPOCH), Part::Range(0..1));
        let modified = UNIX_EPOCH + Duration::from_secs(1_700_000_000);
        headers.insert(header::IF_RANGE, HeaderValue::from_str(&httpdate::fmt_http_date(modified)).unwrap());
        assert_eq!(requested_part(&headers, 100, "\"e\"", modified), Part::Range(0..1));
        assert_eq!(requested_part(&headers, 100, "\"e\"", modified + Duration::from_secs(5)), Part::Whole);
    }
}
