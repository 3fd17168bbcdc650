/** How long staff are offered to take back, with one tap, a decision that ends a booking. */
export const UNDO_SECONDS = 10;
