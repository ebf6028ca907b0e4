// Generated from fixtures/worlds/world.schema.json by `npm run types`. Do not edit: change the source and regenerate.

export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /**
         * Harness world
         * @description One test world: the workspaces, business accounts, connected numbers, templates, customers and event subscriptions that both the gateway under test and the upstream platform mock are seeded with. The harness splits a world into the target's part (pushed through the control plane) and the upstream part (pushed into the mock). Cross-references (workspace_id, business_account_id, phone_number_id, wa_id) must point at entries of the same world; JSON Schema cannot express that, so the loader checks it. Every token and secret in a world is a fake test value and must start with 'fixture-'.
         */
        World: {
            /** @description Optional pointer to this schema, for editors. */
            $schema?: string;
            /** @description Short identifier of the world, used in reports (lower case, digits and dashes). */
            name: string;
            /** @description What the world is for. */
            description: string;
            clock: components["schemas"]["Clock"];
            upstream: components["schemas"]["Upstream"];
            workspaces: components["schemas"]["Workspace"][];
            business_accounts: components["schemas"]["BusinessAccount"][];
            numbers: components["schemas"]["Number"][];
            customers: components["schemas"]["Customer"][];
            subscriptions: components["schemas"]["Subscription"][];
        };
        /**
         * Format: date-time
         * @description ISO 8601 timestamp in UTC (trailing Z), as the spec uses for every time field.
         */
        Timestamp: string;
        /** @description A fake credential for tests only (access token, app secret, signing secret). The 'fixture-' prefix makes it impossible to mistake for a real one. */
        FixtureSecret: string;
        /** @description Identifier the harness assigns (workspaces, subscriptions). */
        LocalId: string;
        /** @description Numeric identifier in upstream-platform style, carried as a string of digits. */
        DigitsId: string;
        /** @description A customer's phone number in full international format: digits only, no leading '+' (section 2.1, field 'to'). */
        WaId: string;
        /** @description Virtual time. Relative times elsewhere in the world (minutes_ago) count back from start. */
        Clock: {
            start: components["schemas"]["Timestamp"];
        };
        /** @description Settings of the upstream platform mock for this world. */
        Upstream: {
            /** @description App secret the platform signs its webhooks to the gateway with; the gateway verifies them with the same value. */
            app_secret: components["schemas"]["FixtureSecret"];
            /**
             * @description Graph API version segment the mock serves, e.g. v23.0.
             * @example v23.0
             */
            api_version: string;
        };
        /** @description What the workspace's plan grants: API access (section 5, item 4) and the number of contacts it may hold (section 1, item 3; error plan_limit_reached in section 7). */
        Plan: {
            /** @description false: every API call returns 402 plan_feature_locked. */
            api_access: boolean;
            /** @description Maximum number of contacts; null means no limit. */
            contact_limit: number | null;
        };
        /** @description A team/workspace of the gateway. Plan entitlement and suspension are per workspace (section 5, items 4 and 5). */
        Workspace: {
            id: components["schemas"]["LocalId"];
            name: string;
            plan: components["schemas"]["Plan"];
            /** @description true: every API call returns 403 account_suspended. */
            suspended: boolean;
            /** @description Customers the workspace already knows. A first template to anyone else creates a contact and counts against the plan's contact_limit. */
            contacts: components["schemas"]["WaId"][];
        };
        /** @description An upstream business account (owner of numbers and templates), attached to one workspace. */
        BusinessAccount: {
            id: components["schemas"]["DigitsId"];
            workspace_id: components["schemas"]["LocalId"];
            name: string;
            /** @description The account's template catalogue. Every entry is created on the upstream platform; entries with local_copy true are also pushed to the gateway as its local copy. */
            templates: components["schemas"]["Template"][];
        };
        /** @description Human takeover of the AI agent (section 1, item 2). When enabled, an API send pauses the agent for that customer for window_minutes; when disabled the agent is unaffected and window_minutes is ignored. */
        Takeover: {
            enabled: boolean;
            window_minutes: number;
        };
        /** @description A connected business number (section 5). Two numbers of the same business account may carry the same token: that is a shared token, and the X-Phone-Number-Id header then picks the number. Only CONNECTED numbers hold their token. quality_rating and throughput_mps only configure the upstream mock. */
        Number: {
            phone_number_id: components["schemas"]["DigitsId"];
            display_phone_number: string;
            business_account_id: components["schemas"]["DigitsId"];
            workspace_id: components["schemas"]["LocalId"];
            /** @description The number's access token (fake). */
            token: components["schemas"]["FixtureSecret"];
            /** @enum {unknown} */
            connection: "CONNECTED" | "DISCONNECTED";
            takeover: components["schemas"]["Takeover"];
            quality_rating: components["schemas"]["QualityScore"];
            /** @description Messages per second the upstream mock accepts for this number before answering with its rate-limit error. */
            throughput_mps: number;
        };
        /** @description A message the customer sent to one of the world's numbers before the world starts. The latest one per number decides the 24-hour window (section 1, item 1). */
        InboundMessage: {
            phone_number_id: components["schemas"]["DigitsId"];
            /** @description How long before clock.start the message arrived. */
            minutes_ago: number;
            /** @constant */
            type: "text";
            text: string;
        };
        /** @description A handset on the upstream platform, with the inbound history that opens (or fails to open) the 24-hour window. */
        Customer: {
            wa_id: components["schemas"]["WaId"];
            profile_name: string;
            inbound: components["schemas"]["InboundMessage"][];
        };
        /**
         * @description Event names of section 6. Extend this list when the spec adds one.
         * @enum {unknown}
         */
        EventName: "message.received" | "message.status" | "message.sent" | "template.status" | "account.error" | "conversation.escalated" | "order.paid";
        /** @description An event subscription registered in the dashboard (section 6). The URL must be public HTTPS; fixtures use the reserved .test domain and the suite swaps in its own receiver at run time. */
        Subscription: {
            id: components["schemas"]["LocalId"];
            phone_number_id: components["schemas"]["DigitsId"];
            /** Format: uri */
            url: string;
            /** @description Signing secret of the subscription (section 5, item 7), fake. */
            secret: components["schemas"]["FixtureSecret"];
            events: components["schemas"]["EventName"][];
        };
        /**
         * @description The 13 template statuses of section 3.2.
         * @enum {unknown}
         */
        TemplateStatus: "APPROVED" | "FLAGGED" | "LOCKED" | "SUBMITTED" | "DRAFT" | "REJECTED" | "IN_APPEAL" | "PAUSED" | "DISABLED" | "ARCHIVED" | "PENDING_DELETION" | "DELETED" | "LIMIT_EXCEEDED";
        /** @enum {unknown} */
        QualityScore: "GREEN" | "YELLOW" | "RED" | "UNKNOWN";
        /** @description A template as the gateway sees it (section 2.5), plus created_at (drives newest-first order) and local_copy. parameter_format defaults to POSITIONAL; one placeholder style per template (section 2.4). */
        Template: {
            id: components["schemas"]["DigitsId"];
            name: string;
            /** @description Exact language code; en and en_US are different languages. */
            language: string;
            /** @enum {unknown} */
            category: "MARKETING" | "UTILITY" | "AUTHENTICATION";
            status: components["schemas"]["TemplateStatus"];
            /** @description null before the template has been rated. */
            quality_score: components["schemas"]["QualityScore"] | null;
            created_at: components["schemas"]["Timestamp"];
            /** @description null for a template that was never approved. */
            approved_at: components["schemas"]["Timestamp"] | null;
            status_changed_at: components["schemas"]["Timestamp"];
            /** @description false: the template exists only on the upstream platform, so a send naming it makes the gateway look it up there (section 3.2). */
            local_copy: boolean;
            /**
             * @default POSITIONAL
             * @enum {unknown}
             */
            parameter_format: "POSITIONAL" | "NAMED";
            components: components["schemas"]["TemplateComponent"][] & (unknown & unknown & unknown & unknown);
        } & (unknown & unknown & unknown);
        /** @description One approved component, upper-case form of section 2.5. */
        TemplateComponent: components["schemas"]["HeaderTextComponent"] | components["schemas"]["HeaderMediaComponent"] | components["schemas"]["BodyComponent"] | components["schemas"]["FooterComponent"] | components["schemas"]["ButtonsComponent"];
        /** @description Text header; a {{1}} in it needs its own header text parameter in a send. */
        HeaderTextComponent: {
            /** @constant */
            type: "HEADER";
            /** @constant */
            format: "TEXT";
            text: string;
        };
        /** @description Media or location header; a send must supply the media by link, or the latitude and longitude. */
        HeaderMediaComponent: {
            /** @constant */
            type: "HEADER";
            /** @enum {unknown} */
            format: "IMAGE" | "VIDEO" | "DOCUMENT" | "LOCATION";
        };
        /** @description Body text with numbered ({{1}}) or named ({{first_name}}) placeholders, never both. */
        BodyComponent: {
            /** @constant */
            type: "BODY";
            text: string;
        };
        FooterComponent: {
            /** @constant */
            type: "FOOTER";
            text: string;
        };
        /** @description Buttons in display order; a send addresses a button by its zero-based position here. */
        ButtonsComponent: {
            /** @constant */
            type: "BUTTONS";
            buttons: components["schemas"]["TemplateButton"][];
        };
        TemplateButton: components["schemas"]["UrlButton"] | components["schemas"]["QuickReplyButton"] | components["schemas"]["PhoneNumberButton"] | components["schemas"]["OtpButton"];
        /** @description URL button; static, or with one {{1}} that a send fills through a url button parameter. */
        UrlButton: {
            /** @constant */
            type: "URL";
            text: string;
            url: string;
        };
        QuickReplyButton: {
            /** @constant */
            type: "QUICK_REPLY";
            text: string;
        };
        PhoneNumberButton: {
            /** @constant */
            type: "PHONE_NUMBER";
            text: string;
            phone_number: string;
        };
        /** @description One-time-code button. Only copy-code is supported (section 4.1); the gateway fills it with the code sent as the body parameter. */
        OtpButton: {
            /** @constant */
            type: "OTP";
            /** @constant */
            otp_type: "COPY_CODE";
            text: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
