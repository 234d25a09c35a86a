//! Reading request lines with a limit: a line is kept only up to
//! [`MAX_REQUEST_BYTES`]; the rest of a longer one is read and dropped up to
//! its newline, never held, so that memory stays flat whatever a caller
//! sends, and the engine answers it with a refusal and goes on serving.

use std::io::{self, BufRead};

/// The longest request line the engine reads, in bytes (its line ending not
/// counted): 1 MiB. The largest real request, a `load` of a full state, is a
/// few kilobytes.
pub const MAX_REQUEST_BYTES: usize = 1 << 20;

/// One line of input, read by [`read_line`].
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    /// The line is in the buffer, without its newline.
    Read,
    /// The line was longer than the limit: the buffer is empty, and this many
    /// bytes (without the newline) were read and dropped.
    TooLong {
        /// The line's length in bytes.
        bytes: u64,
    },
}

/// Reads the next line of `input` into `line` (cleared first), keeping at most
/// `limit` bytes. `None` at the end of the input.
///
/// # Errors
/// When reading fails.
pub fn read_line(input: &mut impl BufRead, line: &mut Vec<u8>, limit: usize) -> io::Result<Option<Line>> {
    line.clear();
    let mut length: u64 = 0;
    let mut any = false;
    let mut too_long = false;
    loop {
        let available = match input.fill_buf() {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            break;
        }
        any = true;
        let newline = available.iter().position(|&b| b == b'\n');
        let part = &available[..newline.unwrap_or(available.len())];
        length += part.len() as u64;
        if !too_long && line.len() + part.len() > limit {
            // Drop what was kept, and keep nothing more of this line.
            too_long = true;
            *line = Vec::new();
        }
        if !too_long {
            line.extend_from_slice(part);
        }
        let used = newline.map_or(available.len(), |at| at + 1);
        input.consume(used);
        if newline.is_some() {
            break;
        }
    }
    Ok(match (any, too_long) {
        (false, _) => None,
        (true, false) => Some(Line::Read),
        (true, true) => Some(Line::TooLong { bytes: length }),
    })
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use super::*;

    /// Every line of `input` read with `limit`, through a buffer of `chunk`
    /// bytes (so lines cross the buffer's refills).
    fn lines(input: &[u8], limit: usize, chunk: usize) -> Vec<(Line, Vec<u8>)> {
        let mut reader = io::BufReader::with_capacity(chunk, input);
        let mut line = Vec::new();
        let mut out = Vec::new();
        while let Some(read) = read_line(&mut reader, &mut line, limit).expect("in memory") {
            out.push((read, line.clone()));
        }
        out
    }

    #[test]
    fn lines_are_read_whole_up_to_the_limit_and_longer_ones_dropped_with_their_length() {
        let input = b"short\n\n0123456789\nabcdefghijklmnop\nlast";
        for chunk in [1, 3, 7, 64] {
            assert_eq!(
                lines(input, 10, chunk),
                vec![
                    (Line::Read, b"short".to_vec()),
                    (Line::Read, Vec::new()),
                    (Line::Read, b"0123456789".to_vec()),
                    (Line::TooLong { bytes: 16 }, Vec::new()),
                    (Line::Read, b"last".to_vec()),
                ],
                "chunks of {chunk}"
            );
        }
        assert!(lines(b"", 10, 4).is_empty());
    }

    #[test]
    fn an_over_long_line_is_never_held() {
        // 50 MB of one line through the limit: the buffer never grows past it.
        let mut reader = io::BufReader::new(io::repeat(b'x').take(50_000_000).chain(&b"\nnext\n"[..]));
        let mut line = Vec::new();
        let first = read_line(&mut reader, &mut line, MAX_REQUEST_BYTES).expect("in memory");
        assert_eq!(first, Some(Line::TooLong { bytes: 50_000_000 }));
        assert!(line.capacity() <= 2 * MAX_REQUEST_BYTES, "{}", line.capacity());
        assert_eq!(
            read_line(&mut reader, &mut line, MAX_REQUEST_BYTES).expect("in memory"),
            Some(Line::Read)
        );
        assert_eq!(line, b"next");
    }
}
