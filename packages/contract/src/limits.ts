/** The contract's size limits, apart from the schemas so that forms and the public pages can name them without loading zod. */
export const NAME_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 2000;
/** A short label such as a drink size ("0,5 l"). */
export const LABEL_MAX_LENGTH = 50;
/** Whole forints. */
export const PRICE_MAX = 10_000_000;
export const SORT_ORDER_MAX = 1_000_000;
/** An allergen's mark, such as "7" or "A". */
export const ALLERGEN_CODE_MAX_LENGTH = 3;
