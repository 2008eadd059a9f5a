//! Walking a folder, kept once for the tests that read the project's own
//! files: the snapshots and both tidy tests (through `shape.rs`).

use std::path::{Path, PathBuf};

/// Every file below `folder`, in a stable order; none when the folder does
/// not exist (yet).
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
    files.sort();
    files
}
