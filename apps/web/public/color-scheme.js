// Runs before the page paints (a blocking script in <head>; no inline script, for the CSP): applies the colour
// scheme chosen in the user menu, saved in the persisted state (`persist:root` → appearance.colorScheme), to the
// loading screen and the browser's own surfaces. Without a choice the device's setting applies (boot-loader.css).
// The app applies the same choice to its theme on its first render (apps/web/src/app/use-color-scheme.ts).
(() => {
  try {
    const choice = JSON.parse(localStorage.getItem('persist:root') || '{}').appearance?.colorScheme;
    if (choice === 'light' || choice === 'dark') {
      document.documentElement.dataset.scheme = choice;
      document.documentElement.style.colorScheme = choice;
    }
  } catch {
    // Storage is blocked or holds something else: the device's setting applies.
  }
})();
