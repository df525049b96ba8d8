-- Issue 25: the device a session was opened on, as a person recognises it, for their device list.
ALTER TABLE "sessions" ADD COLUMN "device_label" text;