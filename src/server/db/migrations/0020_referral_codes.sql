-- A sales rep's referral code (their QR link's ?ref=): 10 Crockford base32 characters from the
-- random bytes of gen_random_uuid() (a strong random source; bytes 0-5 and 9-12, which carry no
-- version or variant bits), 50 bits: not guessable, and nothing personal in it.
CREATE FUNCTION new_referral_code() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', get_byte(r.b, i) % 32 + 1, 1), '' ORDER BY i)
  FROM (SELECT uuid_send(gen_random_uuid()) AS b) r,
    unnest(ARRAY[0, 1, 2, 3, 4, 5, 9, 10, 11, 12]) AS i
$$;--> statement-breakpoint
-- A volatile default is evaluated for each existing row: this backfills every sales person.
ALTER TABLE "sales_people" ADD COLUMN "referral_code" text DEFAULT new_referral_code() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_people_referral_code_key" ON "sales_people" USING btree ("referral_code");
