//! The page's worker (see `minimax_lab::worker`): registers the one task
//! it runs, then answers the page's requests one by one.

use gloo_worker::Registrable;

fn main() {
    minimax_lab::worker::job::MakeFile::registrar().register();
}
