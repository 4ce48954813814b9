CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family");--> statement-breakpoint
CREATE INDEX "subscription_details_subscription_idx" ON "subscription_details" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_to_date_idx" ON "subscriptions" USING btree ("user_id","to_date");--> statement-breakpoint
CREATE INDEX "transactions_user_idx" ON "transactions" USING btree ("user_id");