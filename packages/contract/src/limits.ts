/** The contract's size limits, apart from the schemas so that forms and the public pages can name them without loading zod. */
export const NAME_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 2000;
/** A short label such as a drink size ("0,5 l"). */
export const LABEL_MAX_LENGTH = 50;
/** Whole forints. */
export const PRICE_MAX = 10_000_000;
export const SORT_ORDER_MAX = 1_000_000;
/** One of the restaurant's own texts, such as the welcome. */
export const TEXT_MAX_LENGTH = 3000;
/** Alternative text of a picture. */
export const ALT_MAX_LENGTH = 300;
/** The media library's limits for an uploaded picture. */
export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** How many pictures the home page's gallery holds. */
export const GALLERY_MAX = 12;
/** An allergen's mark, such as "7" or "A". */
export const ALLERGEN_CODE_MAX_LENGTH = 3;
