/** The open share page of a link (spec §2 /writer/reportShare); the code travels apart from it. */
export function shareUrl(linkId: string, origin = window.location.origin): string {
  return `${origin}/writer/reportShare?link=${encodeURIComponent(linkId)}`;
}
