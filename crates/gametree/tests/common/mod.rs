//! What more than one test file needs, kept once: the tests that read the
//! crate's own files (the snapshots, the tidiness checks) walk folders the
//! same way.

use std::path::{Path, PathBuf};

/// Every file below `folder`, in no particular order; none when the folder
/// does not exist (yet).
pub fn files_below(folder: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut folders = vec![folder.to_path_buf()];
    while let Some(folder) = folders.pop() {
        let Ok(entries) = std::fs::read_dir(&folder) else {
            continue;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else {
                files.push(path);
            }
        }
    }
    files
}
