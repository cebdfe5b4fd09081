-- E-mails already sent, stored or given up kept their one-time links (set password, reset,
-- signup) in full. From now on the outbox keeps a link only until the e-mail is delivered
-- (src/server/modules/email/one-time-links.ts); this removes the ones kept before, the same way.
UPDATE "email_outbox"
SET
  "html_body" = regexp_replace(
    regexp_replace(
      "html_body",
      '<a\s[^>]*href="https?://[^"]*[?&](amp;)?(setup|setuptoken|signuptoken|token)=[^"]*"[^>]*>[^<]*</a>',
      '[link removed]',
      'gi'
    ),
    'https?://[^\s<>"'']*[?&](amp;)?(setup|setuptoken|signuptoken|token)=[^\s<>"'']*',
    '[link removed]',
    'gi'
  ),
  "text_body" = regexp_replace(
    "text_body",
    'https?://[^\s<>"'']*[?&](setup|setuptoken|signuptoken|token)=[^\s<>"'']*',
    '[link removed]',
    'gi'
  )
-- Compared as text: a value added to the enum in the same transaction cannot be used as one.
WHERE "status"::text IN ('sent', 'stored', 'failed');
