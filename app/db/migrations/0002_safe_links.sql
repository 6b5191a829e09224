-- A link that would break its new CHECK renders as no link anyway (app/lib/safe-link.ts): clear it
-- first, so that a hand-edited database still migrates instead of stopping the server.
UPDATE "cases" SET "project_url" = NULL WHERE NOT (project_url = '' OR project_url ~* '^((https?://[^\x00-\x20\x7f"\\/]|mailto:|tel:)[^\x00-\x20\x7f"\\]*)$');
--> statement-breakpoint
UPDATE "hero_content" SET "cta_link" = NULL WHERE NOT (cta_link = '' OR cta_link ~* '^((https?://[^\x00-\x20\x7f"\\/]|mailto:|tel:|/(?![/\\])|#)[^\x00-\x20\x7f"\\]*)$');
--> statement-breakpoint
UPDATE "site_settings" SET "value" = '""' WHERE NOT (CASE key WHEN 'social_instagram' THEN value ~* '^("((https?://[^\x00-\x20\x7f"\\/]|mailto:|tel:)[^\x00-\x20\x7f"\\]*)?"|null)$' WHEN 'social_telegram_bot' THEN value ~* '^("((https?://[^\x00-\x20\x7f"\\/]|mailto:|tel:)[^\x00-\x20\x7f"\\]*)?"|null)$' WHEN 'website' THEN value ~* '^("((https?://[^\x00-\x20\x7f"\\/]|mailto:|tel:)[^\x00-\x20\x7f"\\]*)?"|null)$' WHEN 'presentation_url' THEN value ~* '^("((https?://[^\x00-\x20\x7f"\\/]|mailto:|tel:|/(?![/\\])|#)[^\x00-\x20\x7f"\\]*)?"|null)$' ELSE true END);
--> statement-breakpoint
UPDATE "team_members" SET "linkedin" = NULL WHERE NOT (linkedin = '' OR linkedin ~* '^((https?://[^\x00-\x20\x7f"\\/]|mailto:|tel:)[^\x00-\x20\x7f"\\]*)$');
--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_project_url_check" CHECK (project_url = '' OR project_url ~* '^((https?://[^\x00-\x20\x7f"\\/]|mailto:|tel:)[^\x00-\x20\x7f"\\]*)$');
--> statement-breakpoint
ALTER TABLE "hero_content" ADD CONSTRAINT "hero_cta_link_check" CHECK (cta_link = '' OR cta_link ~* '^((https?://[^\x00-\x20\x7f"\\/]|mailto:|tel:|/(?![/\\])|#)[^\x00-\x20\x7f"\\]*)$');
--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_links_check" CHECK (CASE key WHEN 'social_instagram' THEN value ~* '^("((https?://[^\x00-\x20\x7f"\\/]|mailto:|tel:)[^\x00-\x20\x7f"\\]*)?"|null)$' WHEN 'social_telegram_bot' THEN value ~* '^("((https?://[^\x00-\x20\x7f"\\/]|mailto:|tel:)[^\x00-\x20\x7f"\\]*)?"|null)$' WHEN 'website' THEN value ~* '^("((https?://[^\x00-\x20\x7f"\\/]|mailto:|tel:)[^\x00-\x20\x7f"\\]*)?"|null)$' WHEN 'presentation_url' THEN value ~* '^("((https?://[^\x00-\x20\x7f"\\/]|mailto:|tel:|/(?![/\\])|#)[^\x00-\x20\x7f"\\]*)?"|null)$' ELSE true END);
--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_linkedin_check" CHECK (linkedin = '' OR linkedin ~* '^((https?://[^\x00-\x20\x7f"\\/]|mailto:|tel:)[^\x00-\x20\x7f"\\]*)$');
