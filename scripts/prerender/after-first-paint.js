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
  // A form the server does not answer (no `action`: the reset-password request), submitted before React has
  // hydrated it, would be sent by the browser as a GET of this page, the typed address in its URL, and nothing
  // else would happen: held instead, then sent again once the page says React has its form (src/layout/PublicPage.tsx).
  // Read last, as the event bubbles up to the window: React's own handler, once there, has prevented the default.
  var held = null;
  window.addEventListener('submit', function (event) {
    if (event.defaultPrevented || event.target.hasAttribute('action')) return;
    event.preventDefault();
    held = event;
  });
  window.addEventListener('app:hydrated', function () {
    if (!held || !held.target.isConnected) return;
    var submitter = held.submitter && held.submitter.isConnected ? held.submitter : null;
    held.target.requestSubmit(submitter);
    held = null;
  });
  // One element per task: each asks for a file, which costs the main thread a few milliseconds (the request, then
  // the module's compilation); seventeen in one task held a slow phone's first taps for a fifth of a second. A
  // message to its own channel, not a timer: timers are clamped when nested and slowed in a background tab.
  var pending = preload.map(function (href) {
    return ['link', { rel: 'modulepreload', crossorigin: '', href: href }];
  });
  pending.push(['script', { type: 'module', crossorigin: '', src: entry }]);
  var channel = new MessageChannel();
  channel.port1.onmessage = function () {
    var next = pending.shift();
    add(next[0], next[1]);
    if (pending.length) channel.port2.postMessage(null);
    else channel.port1.close();
  };
  // A frame callback runs before its paint; a task queued from it runs after.
  requestAnimationFrame(function () {
    setTimeout(function () {
      channel.port2.postMessage(null);
    });
  });
})();
