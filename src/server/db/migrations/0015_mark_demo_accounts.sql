-- Accounts that demo mode created before accounts said so (is_demo). Demo staff use the demo
-- domain (admin@demo.roofbid.ca, sales@demo.roofbid.ca); demo customers were made from the demo
-- leads (first.lastN@example.com), only on databases that hold demo data (the demo.seededAt
-- setting). Demo accounts are disabled at start whenever demo mode is off (src/server/db/prepare.ts).
UPDATE staff_users SET is_demo = true WHERE email LIKE '%@demo.roofbid.ca';
--> statement-breakpoint
UPDATE customers SET is_demo = true
WHERE email ~ '^[a-z]+\.[a-z]+[0-9]+@example\.com$'
  AND EXISTS (SELECT 1 FROM settings WHERE key = 'demo.seededAt');
