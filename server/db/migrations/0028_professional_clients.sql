-- Issue 25: a professional client (set by the console) is not bound by the retail leverage caps.
ALTER TABLE "users" ADD COLUMN "professional" boolean DEFAULT false NOT NULL;