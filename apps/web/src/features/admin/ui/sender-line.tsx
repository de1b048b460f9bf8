/** Who sent a message or a submission: "From Name <address>", the address a mail link. */
export function SenderLine({ name, email }: { name: string; email: string }) {
  return (
    <p className="text-sm text-muted">
      From <strong className="text-navy">{name}</strong> &lt;
      <a href={`mailto:${email}`} className="link-quiet">
        {email}
      </a>
      &gt;
    </p>
  );
}
