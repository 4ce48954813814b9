CREATE TABLE "name_twins" (
	"name" text PRIMARY KEY NOT NULL,
	"bengali" text NOT NULL
);
