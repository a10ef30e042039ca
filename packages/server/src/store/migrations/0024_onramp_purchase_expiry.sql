-- On-ramp purchases (onramp/) may also end `expired`: a sandbox purchase whose payment page was
-- not paid within ONRAMP_PURCHASE_EXPIRY_MS of its creation (30 minutes) is expired when next
-- read, and its page refuses payment.
ALTER TABLE onramp_purchases DROP CONSTRAINT onramp_purchases_status_check;
ALTER TABLE onramp_purchases
  ADD CONSTRAINT onramp_purchases_status_check
  CHECK (status IN ('pending', 'completed', 'failed', 'expired'));
