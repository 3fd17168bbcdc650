/** A guest's phone number that calls it with a tap. */
export function PhoneLink(props: { phone: string }) {
  return <a href={`tel:${props.phone.replace(/[^\d+]/g, '')}`}>{props.phone}</a>;
}
