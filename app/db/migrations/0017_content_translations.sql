CREATE TABLE "content_translations" (
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"field" text NOT NULL,
	"language" text NOT NULL,
	"value" text NOT NULL,
	"state" text NOT NULL,
	"source_hash" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_entity_entity_id_field_language_pk" PRIMARY KEY("entity","entity_id","field","language"),
	CONSTRAINT "content_translations_language_check" CHECK (language IN ('kz', 'en')),
	CONSTRAINT "content_translations_state_check" CHECK (state IN ('draft', 'reviewed'))
);
