/**
 * An e-mail address that wraps where a reader expects on a narrow screen: after the "@" and before
 * each dot ("lawstudentssocietyunilawrin@ / gmail.com"), never inside a word ("gmail.c / om"). Only
 * a part longer than the whole line is cut (the container's overflow-wrap), rather than overflowing.
 */
export function EmailAddress({ address }: { address: string }) {
  // No look-behind in the pattern: older phone browsers cannot even parse one.
  const at = address.lastIndexOf('@') + 1;
  const parts = [address.slice(0, at), address.slice(at)]
    .flatMap((side) => side.split(/(?=\.)/))
    .filter(Boolean);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, in order
        <span key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </span>
      ))}
    </>
  );
}
