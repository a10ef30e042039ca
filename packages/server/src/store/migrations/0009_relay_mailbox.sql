-- The WalletConnect relay's mailbox (relay/): every message published on a topic, kept until its
-- TTL so that a subscriber that connects later, or after a relay restart, still gets it.
-- `message_hash` (sha256 hex of `message`) makes a client's retried publish one row.
-- `publisher` is the client id (did:key) that published it: it is never delivered back to it.
-- `published_at` is what subscribers see as publishedAt.
CREATE TABLE relay_messages (
  id bigserial PRIMARY KEY,
  topic text NOT NULL,
  message text NOT NULL,
  message_hash text NOT NULL,
  tag integer NOT NULL,
  publisher text NOT NULL,
  published_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX relay_messages_topic_hash ON relay_messages (topic, message_hash);
CREATE INDEX relay_messages_topic_id ON relay_messages (topic, id);
CREATE INDEX relay_messages_expires_at ON relay_messages (expires_at);

-- Which client acknowledged (or fetched) which message: that client never gets it again; every
-- other subscriber of the topic still does. Kept as long as the message (same `expires_at`) and
-- swept with it.
CREATE TABLE relay_deliveries (
  message_id bigint NOT NULL,
  client_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (message_id, client_id)
);
CREATE INDEX relay_deliveries_expires_at ON relay_deliveries (expires_at);
