-- Relay quotas (relay/quota/): what is stored is counted from the mailbox itself, so every node
-- sharing this database sees the same usage and an expired or swept message frees its share with
-- no counter to keep in step. `project_id`: the project the publisher connected with; `bytes`:
-- octet_length(message), kept so that usage sums read the indexes below only.
ALTER TABLE relay_messages ADD COLUMN project_id text NOT NULL DEFAULT '';
ALTER TABLE relay_messages ADD COLUMN bytes integer NOT NULL DEFAULT 0;
UPDATE relay_messages SET bytes = octet_length(message);
CREATE INDEX relay_messages_publisher_usage ON relay_messages (publisher, expires_at) INCLUDE (bytes);
CREATE INDEX relay_messages_project_usage ON relay_messages (project_id, expires_at) INCLUDE (bytes);
CREATE INDEX relay_messages_topic_usage ON relay_messages (topic, expires_at) INCLUDE (bytes);

-- Publishes the relay refused, per project, reason and day (UTC): the abuse figure the operator
-- reads with `foyer relay abuse`. Reasons: quota, validation, saturated, rate.
CREATE TABLE relay_refusals (
  project_id text NOT NULL,
  reason text NOT NULL,
  day date NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (project_id, reason, day)
);
