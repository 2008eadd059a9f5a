//! A zip of files, as a QTI package travels: stored entries (a bank's
//! text and pictures are small), every entry dated 1980-01-01 so that the
//! same bank is the same bytes, written by the `zip` crate.

use std::io::{Cursor, Write};
use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, DateTime, ZipWriter};

/// A zip holding `files`, each a name and its bytes, in their order.
pub fn zip(files: &[(String, Vec<u8>)]) -> Vec<u8> {
    let options = SimpleFileOptions::default()
        .compression_method(CompressionMethod::Stored)
        .last_modified_time(DateTime::default());
    let mut writer = ZipWriter::new(Cursor::new(Vec::new()));
    for (name, bytes) in files {
        // Writing to memory cannot fail but for a name given twice.
        writer
            .start_file(name.as_str(), options)
            .expect("a name once");
        writer.write_all(bytes).expect("written to memory");
    }
    writer.finish().expect("written to memory").into_inner()
}
