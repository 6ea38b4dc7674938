/**
 * Resolves in a new task of the page's event loop, so that the work after it does not lengthen the current one. A
 * message to one's own channel, not `setTimeout(0)`: a timer is clamped when nested and slowed in a background tab.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
