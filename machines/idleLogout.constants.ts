/** Spec section 9: logout after 20 minutes without click, key press or mouse move. */
export const IDLE_LOGOUT_AFTER_MS = 20 * 60 * 1000;

/** Spec sections 8 and 9: the warning toast appears 5 minutes before the idle logout. */
export const IDLE_WARNING_BEFORE_MS = 5 * 60 * 1000;

/** When the warning is due, counted from the start of inactivity (15 minutes). */
export const IDLE_WARNING_AFTER_MS = IDLE_LOGOUT_AFTER_MS - IDLE_WARNING_BEFORE_MS;

/** Spec section 9: mouse moves are counted at most once every 2 seconds. */
export const MOUSE_MOVE_THROTTLE_MS = 2 * 1000;

/** Spec section 9: a shared last-activity time over 1 hour old at start logs out. */
export const STALE_ACTIVITY_MS = 60 * 60 * 1000;

/** Spec section 8: the warning toast's title and text are these translation keys. */
export const IDLE_WARNING_TOAST = {
  titleKey: 'auto_logout_toast.title',
  contentKey: 'auto_logout_toast.content',
} as const;
