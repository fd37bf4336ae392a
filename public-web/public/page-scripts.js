// Starts the page's scripts once the page has loaded and painted (web-server/page-scripts.mjs
// moved Vike's module script and its modulepreload links onto this tag): on a slow connection
// the text, styles and pictures arrive first, and the page becomes interactive right after.
(function () {
  var tag = document.currentScript;
  function start() {
    var modules = (tag.getAttribute('data-modules') || '').split(' ');
    for (var i = 0; i < modules.length; i++) {
      if (!modules[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = modules[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.src = tag.getAttribute('data-entry');
    document.body.appendChild(script);
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
