/** Who a member change applies to: one row (named) or the selected rows (counted). */
export interface MemberTarget {
  userUids: string[];
  /** The member's name for one row; null for a selection. */
  name: string | null;
}
