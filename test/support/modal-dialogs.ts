import { beforeAll } from 'vitest';

/** jsdom has no modal dialogs yet: opens and closes them as a browser would, without the top layer. */
export function withModalDialogs() {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.open = false;
      this.dispatchEvent(new Event('close'));
    };
  });
}
