-- The dev mailbox (mail/): every mail the server sent while SMTP_URL is unset.
CREATE TABLE mails (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  -- The code or link the mail carries, for the console line and tests.
  preview text,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mails_to_address_id ON mails (to_address, id DESC);
