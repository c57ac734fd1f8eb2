ALTER TABLE "alerts" DROP CONSTRAINT "alerts_condition_fields";--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_condition_fields" CHECK (case when "alerts"."placement" = 'percent_move'
        then "alerts"."level" is null and coalesce("alerts"."percent" > 0, false) and "alerts"."window" is not null
        when "alerts"."placement" = 'every'
        then "alerts"."level" is null and "alerts"."percent" is null and "alerts"."window" is null
          and "alerts"."cooldown_minutes" is not null
        else "alerts"."level" is not null and "alerts"."percent" is null and "alerts"."window" is null end);