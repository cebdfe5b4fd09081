-- pg_trgm backs the staff search on leads (name, e-mail, phone). It is a trusted extension
-- (PostgreSQL 13+), so the app owner can create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
