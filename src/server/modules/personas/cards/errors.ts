/** A card file we cannot read; the message is shown to the person (a 400). */
export class CardError extends Error {
  override name = 'CardError'
}
