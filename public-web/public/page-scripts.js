// Starts the page's scripts once the page has loaded and painted (page-scripts.mjs
// moved the page's module script onto this tag, with the modules it imports): on a slow connection
// the text, styles and pictures arrive first, and the page becomes interactive right after.
(function () {
  var tag = document.currentScript;
  // The page's modules are imported first, each evaluated as it arrives; the page's own script
  // (its +client.tsx), which hydrates it, follows a turn later. Evaluated all at once by that
  // script, the modules and the page's start were one long task on a slow phone, holding a tap.
  // (A message-channel turn, which a test's paused clock does not hold.)
  function start() {
    // Marks that the page's scripts are on their way (a test under a paused clock stops moving
    // time here, so the page's own timers start at a known time however long the imports take).
    tag.setAttribute('data-started', '');
    var modules = (tag.getAttribute('data-modules') || '').split(' ').filter(Boolean);
    var imported = [];
    var turn = new MessageChannel();
    // One import a turn: the browser prepares each module's request on the main thread (2–10 ms
    // apiece on a slow phone), and ten of them in one turn held a tap for 60–80 ms. They still
    // download side by side. Then the page's script, a turn after the last has been evaluated.
    turn.port1.onmessage = function () {
      if (imported.length < modules.length) {
        // A failure here is left to the entry, which imports the same modules.
        imported.push(import(modules[imported.length]).catch(function () {}));
        turn.port2.postMessage(null);
        return;
      }
      turn.port1.onmessage = function () {
        var script = document.createElement('script');
        script.type = 'module';
        script.src = tag.getAttribute('data-entry');
        document.body.appendChild(script);
      };
      Promise.all(imported).then(function () {
        turn.port2.postMessage(null);
      });
    };
    turn.port2.postMessage(null);
  }
  // Pictures on screen that are still arriving: lazy ones start only once laid out, so the load
  // event does not wait for them. At most 3 s, so a slow picture never holds the page back long.
  function picturesOnScreen() {
    var waits = [];
    for (var i = 0; i < document.images.length; i++) {
      var img = document.images[i];
      var box = img.getBoundingClientRect();
      var onScreen = box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      if (onScreen && !img.complete) waits.push(img.decode().catch(function () {}));
    }
    var timeout = new Promise(function (resolve) {
      setTimeout(resolve, 3000);
    });
    return Promise.race([Promise.all(waits), timeout]);
  }
  // Then two frames: the first paints what just arrived, the second begins once it is on
  // screen. A tab in the background paints no frames: there the scripts start at once.
  function afterPaint() {
    if (document.visibilityState === 'hidden') return start();
    picturesOnScreen().then(function () {
      requestAnimationFrame(function () {
        requestAnimationFrame(start);
      });
    });
  }
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();

// The language switcher (its links carry data-locale) and the language offer of an English page
// (pages/+bodyHtmlEnd.ts): the visitor's choice is remembered in this browser; a visitor who has
// not chosen and whose browser prefers Hindi or Marathi to English is offered that language.
// Only offered: nothing redirects.
(function () {
  var KEY = 'kavach.locale';
  function remember(locale) {
    try {
      localStorage.setItem(KEY, locale);
    } catch {
      // Storage refused (private mode): the offer simply comes back on the next page.
    }
  }
  var offer = document.getElementById('language-offer');
  document.addEventListener('click', function (event) {
    var target =
      event.target instanceof Element
        ? event.target.closest('[data-locale], [data-locale-dismiss]')
        : null;
    if (!target) return;
    remember(target.getAttribute('data-locale') || 'en');
    if (offer && target.hasAttribute('data-locale-dismiss')) offer.hidden = true;
  });
  if (!offer) return;
  var chosen = null;
  try {
    chosen = localStorage.getItem(KEY);
  } catch {
    chosen = null;
  }
  if (chosen) return;
  var preferred = navigator.languages || [navigator.language];
  for (var i = 0; i < preferred.length; i++) {
    var language = String(preferred[i]).toLowerCase().split('-')[0];
    if (language === 'en') return;
    var choice = offer.querySelector('[data-offer="' + language + '"]');
    if (choice) {
      choice.hidden = false;
      offer.hidden = false;
      return;
    }
  }
})();
