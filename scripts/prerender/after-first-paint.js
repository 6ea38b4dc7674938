// The pre-rendered page's scripts, asked for once its first frame is painted (docs/performance.md): the form is
// on screen from the HTML and its one stylesheet; the app's 200 kB of scripts then hydrate it. Asked for in the
// head, they were fetched and run before that first paint on a slow phone. A classic script, so that it can read
// its own attributes: the entry (`data-entry`) and the chunks it and the screen need (`data-preload`).
(function () {
  var own = document.currentScript;
  var entry = own.getAttribute('data-entry');
  var preload = own.getAttribute('data-preload').split(' ');
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  // A frame callback runs before its paint; a task queued from it runs after.
  requestAnimationFrame(function () {
    setTimeout(function () {
      preload.forEach(function (href) {
        add('link', { rel: 'modulepreload', crossorigin: '', href: href });
      });
      add('script', { type: 'module', crossorigin: '', src: entry });
    });
  });
})();
