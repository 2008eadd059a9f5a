// Trunk's initializer for the app's WebAssembly (index.html names it with
// data-initializer): the download is streamed and compiled as it comes,
// and each piece that arrives, the start and a failure are reported to the
// loading page's script in index.html (window.minimaxLabLoading), which
// says in the page's language when the app cannot be loaded.
export default function initializer() {
  const loading = window.minimaxLabLoading;
  return {
    // The scripts have come and the wasm's request starts: a sign of life.
    onStart: () => loading?.progress(),
    onProgress: () => loading?.progress(),
    onSuccess: () => loading?.started(),
    onFailure: (error) => loading?.failed(error),
  };
}
