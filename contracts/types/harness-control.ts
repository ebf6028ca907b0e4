// Generated from contracts/harness-control.openapi.json by `npm run types`. Do not edit: change the source and regenerate.

export type paths = {
    "/capabilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Describe the target
         * @description Lists the optional capabilities the target offers, the URL the upstream platform mock must post webhooks to, and the spec version implemented. The harness calls it once before any check.
         */
        get: operations["getCapabilities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clear all state
         * @description Forgets every workspace, number, token, contact, conversation, subscription, template copy, idempotency key, message and pending delivery. A virtual clock, where offered, stays where it is until the next world sets it. Answers only after the reset is complete.
         */
        post: operations["reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/world": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Load a world
         * @description Replaces the whole state with the given world, as if reset were called first. On 400 the previous state is kept untouched. A target without the clock capability ignores clock; one without loopback_subscriptions treats allow_loopback as false. A subscription whose url breaks the public-HTTPS rule of section 6 (http://, a loopback, link-local, private or other non-public address in any spelling, or, where the target judges names at registration, a host name resolving to one) is refused with 400 invalid_world naming it; a host name may instead be judged before each delivery, in which case no delivery ever connects to a non-public address (section 6 does not fix when a name is judged). A host name that resolves to nothing is registered, and its deliveries fail: the harness's worlds name subscribers under the reserved .test domain (RFC 6761), which no resolver answers, and this operation is the only way a test registers a subscription. A target without host_table ignores hosts; allow_loopback, where honoured, exempts a loopback host (over http or https) and nothing else. A subscription on a number with callback_override true is refused the same way (section 6: registering a subscription is refused while an override is in place).
         */
        put: operations["loadWorld"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/faults/internal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Arm failures inside the service for the next public requests
         * @description A test hook, never part of a production build: the next `requests` requests to the public API (POST /api/v2/messages or GET /api/v2/templates) fail inside the service itself, and the service answers each as it answers any failure of its own (section 7: 500 internal_error in the error format of section 2.7). The failure happens before the request is sent to the upstream platform, claims an Idempotency-Key or changes any state, so a failed send sent nothing. Arming replaces what was armed before; 0 disarms. The harness arms failures only before requests the target would otherwise accept, so where the failure sits among the target's checks (authentication, validation) is the target's choice. Reset and a loaded world disarm. A target can implement it with a counter that a step of its request handling decrements and then throws on.
         */
        post: operations["armInternalFailure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/numbers/{phone_number_id}/reconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reconnect a number
         * @description Does what reconnecting in the dashboard does (section 5, item 3): the number is CONNECTED afterwards and holds a new token, and the old token stops authenticating at once, with no overlap. What happens to other numbers that shared the old token is not said by the spec, and the harness does not assert it. Optional (capability reconnect): a build whose control plane cannot rotate a number's token does not get the checks that need it; they are reported as not run.
         */
        post: operations["reconnectNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/numbers/{phone_number_id}/other-source-sends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a text from another source than the API
         * @description Makes the number send a text the way the product's inbox, its AI agent or a campaign would (section 6: message.sent fires for whatever the number sends, from any source). The text goes to the upstream platform like any send, and nothing of the public API is involved: no token, no idempotency key, and (not being an API send) no AI agent stand-down. A number that is not connected is 404; a send the platform refuses or cannot take is 502.
         */
        post: operations["sendFromOtherSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{message_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a message record as it is kept now
         * @description Returns the message record (public contract, MessageRecord) with the given id as the target keeps it now, status moves reported by the platform included (section 3.1: the time field of each status and failure_reason are filled as statuses arrive). The public API has no such read (section 1); this is a test view of what is stored.
         */
        get: operations["getMessageRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Advance the virtual clock
         * @description Moves the target's virtual time forward and runs whatever becomes due (window expiry, agent resume, idempotency key expiry, event delivery retries and delivery attempt timeouts). Due delivery attempts are started before the answer but not awaited: the harness observes them at its receiver, and reads attempts_under_way (where given) until none is left before it moves time again. Seconds 0 reads the time without moving it. Time never moves backwards.
         */
        post: operations["advanceClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{phone_number_id}/{wa_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a customer's state on a number
         * @description Reports what the target holds about one customer on one number, so checks can observe contact creation, AI agent stand-down and the 24-hour window without sending anything.
         */
        get: operations["getCustomerState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/{subscription_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a subscription's deliveries
         * @description Reports what the dashboard shows for one event subscription (section 6, rules 3 and 5): whether it is still active or was switched off after consecutive failures, deliveries not yet finished, and every delivery attempt of the last 7 days with the HTTP status returned, the error and the attempt count. The harness uses it to know when retries are exhausted and to see that failures are recorded; what a subscriber receives it observes at its own receiver. No attempt entry carries a header, body, URL, token, signing secret or one-time code.
         */
        get: operations["getSubscriptionDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/{subscription_id}/reregister": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a subscription again
         * @description Does what re-registering an event subscription in the dashboard does (section 6, rule 3): the subscription is active again, its count of consecutive failed deliveries starts from nothing, and it has a new signing secret, which this answer shows once; every delivery from then on, retries of earlier events included, is signed with the new secret and none with the old one. Its URL, events and delivery history stay as they were. Unlike loading a world, nothing else of the state changes. A test-only stand-in for the dashboard's button: the spec gives no public operation for it.
         */
        post: operations["reregisterSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/templates/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pull templates from the upstream platform
         * @description Does what the dashboard's template sync does: fetches the templates of the business account(s) from the upstream platform and writes them over the local copy.
         */
        post: operations["syncTemplates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /** @description What the target offers beyond the required operations, and where the upstream platform mock must post its webhooks. No spec section applies (this is harness plumbing), hence "-". */
        Capabilities: {
            /** @description Optional capabilities the target offers. Checks that need a capability missing from this list are reported as not run, never as passed. Unknown names are ignored by the harness. */
            capabilities: components["schemas"]["Capability"][];
            /**
             * Format: uri
             * @description Absolute URL on the target where the upstream platform mock must post its signed webhooks (inbound messages, statuses, template status changes).
             */
            upstream_webhook_url: string;
            /** @description Major version of the gateway spec the target implements; "2" for this contract. */
            spec_version: string;
        };
        /** @description Name of an optional capability. Known values are those of KnownCapability; the list is open so later versions of the harness can add more. No spec section applies, hence "-". */
        Capability: components["schemas"]["KnownCapability"] | string;
        /** @description How many of the next public requests fail inside the service (0 disarms). Section 7: a failure inside the service is answered 500 internal_error. */
        InternalFailureArm: {
            requests: number;
        };
        /** @description How many of the next public requests will fail inside the service. */
        InternalFailureArmed: {
            armed: number;
        };
        /**
         * @description Capabilities the harness knows today. clock: the target honours TargetWorld.clock and implements POST /clock/advance. customer_state: implements GET /customers/{phone_number_id}/{wa_id}. template_sync: implements POST /templates/sync. delivery_history: implements GET /subscriptions/{subscription_id}/deliveries. loopback_subscriptions: honours allow_loopback on a subscription of a loaded world, so deliveries can reach a receiver on this machine (test mode only; the spec rejects loopback URLs). other_source_sends: implements POST /numbers/{phone_number_id}/other-source-sends. message_records: implements GET /messages/{message_id}. internal_failure: implements POST /faults/internal, a test hook that makes the next public requests fail inside the service (never in a production build). host_table: resolves a subscription URL's host name through TargetWorld.hosts instead of its system resolver, for the names the table holds, both when judging the URL and when connecting to deliver (test mode only). reconnect: implements POST /numbers/{phone_number_id}/reconnect, which rotates a number's token as reconnecting in the dashboard does (section 5, item 3). subscription_reregister: implements POST /subscriptions/{subscription_id}/reregister, what re-registering a subscription in the dashboard does. No spec section applies, hence "-".
         * @enum {string}
         */
        KnownCapability: "clock" | "customer_state" | "template_sync" | "loopback_subscriptions" | "delivery_history" | "internal_failure" | "other_source_sends" | "message_records" | "host_table" | "reconnect" | "subscription_reregister";
        /** @description Error body of every control operation. error is a short snake_case code: control_unauthorized (401), invalid_request (400), invalid_world (400), unknown_number (404), unknown_subscription (404), capability_not_offered (501), upstream_unreachable (502); others may appear. No spec section applies (the public error format of section 2.7 is not reused here on purpose), hence "-". */
        ControlError: {
            error: string;
            /** @description Human-readable explanation; never contains a token or secret. */
            message?: string;
            /** @description One entry per problem, e.g. per invalid field of a world. */
            detail?: components["schemas"]["ControlErrorDetail"][];
        };
        /** @description One problem: loc is the path to the offending field (property names and array indexes), msg says what is wrong. No spec section applies, hence "-". */
        ControlErrorDetail: {
            loc: (string | number)[];
            msg: string;
        };
        /**
         * Format: date-time
         * @description ISO 8601 timestamp in UTC, the form the spec uses for every time field.
         */
        Timestamp: string;
        /** @description Upstream-style numeric identifier (phone number id, business account id, template id) carried as a string of digits. */
        DigitsId: string;
        /** @description A customer phone number in full international format, digits only, no leading plus sign. */
        WaId: string;
        /** @description Identifier the harness assigns to a workspace or subscription. No spec section applies, hence "-". */
        LocalId: string;
        /** @description The target's part of a world fixture: what the gateway's dashboard and database would hold. The upstream platform's part (quality ratings, throughput, templates without a local copy, handsets) goes to the upstream mock instead. Cross-references must resolve inside the world, otherwise the target answers 400 invalid_world. It spans the whole spec, so no single section applies, hence "-". */
        TargetWorld: {
            clock?: components["schemas"]["WorldClock"];
            upstream: components["schemas"]["UpstreamConnection"];
            workspaces: components["schemas"]["Workspace"][];
            numbers: components["schemas"]["TargetNumber"][];
            customers: components["schemas"]["CustomerHistory"][];
            subscriptions: components["schemas"]["TargetSubscription"][];
            hosts?: components["schemas"]["HostTable"];
            templates: components["schemas"]["LocalTemplate"][];
        };
        /** @description Virtual time the target starts at. Honoured only by a target offering the clock capability; others ignore it and keep real time. No spec section applies, hence "-". */
        WorldClock: {
            now: components["schemas"]["Timestamp"];
        };
        /** @description How the target reaches the upstream platform mock and verifies its webhooks. No spec section applies (the spec does not describe the upstream link), hence "-". */
        UpstreamConnection: {
            /**
             * Format: uri
             * @description The upstream platform's API base, version segment included: it already ends with the platform version (for example http://127.0.0.1:4010/v23.0). The target appends only the operation path, {base_url}/{phone_number_id}/messages and {base_url}/{waba_id}/message_templates, never the version again. The same value as the UPSTREAM_BASE_URL a started build is given.
             */
            base_url: string;
            /** @description App secret the upstream platform signs its webhooks with. */
            app_secret: string;
        };
        /** @description Plan of a workspace: API access entitlement (section 5, item 4) and contact limit (section 1, item 3). */
        Plan: {
            /** @description false: every API call answers 402 plan_feature_locked. */
            api_access: boolean;
            /** @description Maximum number of contacts, or null for no limit. */
            contact_limit: number | null;
        };
        /** @description A workspace (team): plan, suspension and known contacts. */
        Workspace: {
            id: components["schemas"]["LocalId"];
            name: string;
            plan: components["schemas"]["Plan"];
            /** @description true: every API call answers 403 account_suspended. */
            suspended: boolean;
            /** @description Customers the workspace already knows. */
            contacts: components["schemas"]["WaId"][];
        };
        /** @description Human takeover setting of a number: when enabled, an API send pauses the AI agent for the customer for window_minutes (section 1, item 2). */
        Takeover: {
            enabled: boolean;
            window_minutes: number;
        };
        /** @description A number as the gateway knows it. Numbers of one business account may carry the same token (a shared token); only CONNECTED numbers hold their token. */
        TargetNumber: {
            phone_number_id: components["schemas"]["DigitsId"];
            display_phone_number: string;
            business_account_id: components["schemas"]["DigitsId"];
            workspace_id: components["schemas"]["LocalId"];
            /** @description Access token of the number. */
            token: string;
            /** @enum {string} */
            connection: "CONNECTED" | "DISCONNECTED";
            takeover: components["schemas"]["Takeover"];
            /** @description Section 6: the number's events go from the upstream platform straight to the integrator's own endpoint (configured in the dashboard's Webhooks area) instead of through the gateway. Omitted means false. An override and an event subscription on one number are mutually exclusive: a world with a subscription on a number whose callback_override is true is refused whole with 400 invalid_world, the detail naming that subscription. While the override is set, the AI agent counts as paused for every customer of the number (GET /customers/{phone_number_id}/{wa_id} answers agent_paused true). */
            callback_override?: boolean;
        };
        /** @description Inbound messages a customer sent before the world starts, with absolute times (the harness converts the fixture's relative times). The latest one per number decides the 24-hour window. */
        CustomerHistory: {
            wa_id: components["schemas"]["WaId"];
            profile_name: string;
            inbound: components["schemas"]["InboundRecord"][];
        };
        /** @description One past inbound text message from a customer to a number. */
        InboundRecord: {
            phone_number_id: components["schemas"]["DigitsId"];
            received_at: components["schemas"]["Timestamp"];
            /** @constant */
            type: "text";
            text: string;
        };
        /**
         * @description Event names of section 6.
         * @enum {string}
         */
        EventName: "message.received" | "message.status" | "message.sent" | "template.status" | "account.error" | "conversation.escalated" | "order.paid";
        /** @description An event subscription as registered in the dashboard, with its signing secret. */
        TargetSubscription: {
            id: components["schemas"]["LocalId"];
            phone_number_id: components["schemas"]["DigitsId"];
            /**
             * Format: uri
             * @description Endpoint of the subscriber. Section 6, rule 4: public HTTPS only; the target refuses the whole world (400 invalid_world) when this URL uses http:// or points at a loopback, link-local, private or other non-public address, however spelt, unless allow_loopback exempts a loopback host.
             */
            url: string;
            /** @description Signing secret for X-Service-Signature. */
            secret: string;
            events: components["schemas"]["EventName"][];
            /** @description Test-only exemption from the public-HTTPS rule of section 6 for this one subscription, so the harness can receive deliveries on a loopback address. Only honoured by a target offering the loopback_subscriptions capability; false keeps the spec rule. */
            allow_loopback: boolean;
        };
        /** @description Test-only answers for subscription host names, so the harness can show what a target does with a name resolving to a given address without any name leaving the machine: each key is a host name (lower case, no trailing dot), each value every address it resolves to, in the order a resolver would give them. Honoured only by a target offering the host_table capability, which then asks this table first, both when judging a subscription URL (section 6, rule 4) and when connecting to deliver, and its system resolver for names the table does not hold; others ignore it. A new world or a reset replaces it. */
        HostTable: {
            [key: string]: (string)[];
        };
        /**
         * @description The 13 template statuses.
         * @enum {string}
         */
        TemplateStatus: "APPROVED" | "FLAGGED" | "LOCKED" | "SUBMITTED" | "DRAFT" | "REJECTED" | "IN_APPEAL" | "PAUSED" | "DISABLED" | "ARCHIVED" | "PENDING_DELETION" | "DELETED" | "LIMIT_EXCEEDED";
        /**
         * @description Template quality score.
         * @enum {string}
         */
        QualityScore: "GREEN" | "YELLOW" | "RED" | "UNKNOWN";
        /** @description The gateway's local copy of a template of one business account. created_at drives the newest-first order of section 4.2. parameter_format defaults to POSITIONAL. */
        LocalTemplate: {
            business_account_id: components["schemas"]["DigitsId"];
            id: components["schemas"]["DigitsId"];
            name: string;
            language: string;
            /** @enum {string} */
            category: "MARKETING" | "UTILITY" | "AUTHENTICATION";
            status: components["schemas"]["TemplateStatus"];
            quality_score: components["schemas"]["QualityScore"] | null;
            created_at: components["schemas"]["Timestamp"];
            approved_at: components["schemas"]["Timestamp"] | null;
            status_changed_at: components["schemas"]["Timestamp"];
            /**
             * @default POSITIONAL
             * @enum {string}
             */
            parameter_format: "POSITIONAL" | "NAMED";
            components: components["schemas"]["TemplateComponent"][];
        };
        /** @description One approved component in upper-case form. */
        TemplateComponent: components["schemas"]["HeaderTextComponent"] | components["schemas"]["HeaderMediaComponent"] | components["schemas"]["BodyComponent"] | components["schemas"]["FooterComponent"] | components["schemas"]["ButtonsComponent"];
        /** @description Text header, optionally with one {{1}} placeholder. */
        HeaderTextComponent: {
            /** @constant */
            type: "HEADER";
            /** @constant */
            format: "TEXT";
            text: string;
        };
        /** @description Media or location header. */
        HeaderMediaComponent: {
            /** @constant */
            type: "HEADER";
            /** @enum {string} */
            format: "IMAGE" | "VIDEO" | "DOCUMENT" | "LOCATION";
        };
        /** @description Body text with numbered or named placeholders. */
        BodyComponent: {
            /** @constant */
            type: "BODY";
            text: string;
        };
        /** @description Static footer text. */
        FooterComponent: {
            /** @constant */
            type: "FOOTER";
            text: string;
        };
        /** @description Buttons in display order; a send addresses a button by its zero-based index. */
        ButtonsComponent: {
            /** @constant */
            type: "BUTTONS";
            buttons: components["schemas"]["TemplateButton"][];
        };
        /** @description One template button. */
        TemplateButton: components["schemas"]["UrlButton"] | components["schemas"]["QuickReplyButton"] | components["schemas"]["PhoneNumberButton"] | components["schemas"]["OtpButton"];
        /** @description URL button, static or with one {{1}} in the url. */
        UrlButton: {
            /** @constant */
            type: "URL";
            text: string;
            url: string;
        };
        /** @description Quick-reply button. */
        QuickReplyButton: {
            /** @constant */
            type: "QUICK_REPLY";
            text: string;
        };
        /** @description Call button with a fixed phone number. */
        PhoneNumberButton: {
            /** @constant */
            type: "PHONE_NUMBER";
            text: string;
            phone_number: string;
        };
        /** @description Copy-code button of an AUTHENTICATION template (one-tap and zero-tap are not supported). */
        OtpButton: {
            /** @constant */
            type: "OTP";
            /** @constant */
            otp_type: "COPY_CODE";
            text: string;
        };
        /** @description Optional body of a reconnect. token lets the harness choose the new token, playing the upstream platform that issues tokens, so it can register the same value on the upstream mock first; without it the target makes one up. */
        ReconnectRequest: {
            token?: string;
        };
        /** @description The number and its new token. From this response on the old token authenticates nothing. */
        ReconnectResult: {
            phone_number_id: components["schemas"]["DigitsId"];
            token: string;
        };
        /** @description A text the number sends from a source other than the public API. */
        OtherSourceSend: {
            to: components["schemas"]["WaId"];
            /** @description The text as sent. */
            text: string;
            /**
             * @description Where the send comes from: the product's inbox, its AI agent, or a campaign.
             * @enum {string}
             */
            source: "INBOX" | "AI_AGENT" | "CAMPAIGN";
        };
        /** @description The message the platform accepted. */
        OtherSourceSendResult: {
            /** @description The id the platform gave the message. */
            wa_message_id: string;
        };
        /** @description A message record of section 2.2 as the target keeps it. Its fields are those of the public contract's MessageRecord; this contract names only the ones the status moves of section 3.1 fill, which may be absent or null while unknown (decision A34). */
        KeptMessageRecord: {
            id: string;
            status: string;
            /** @description A time in ISO 8601 (its form is judged by the public contract and decision A35), null until known. */
            delivered_at?: string | null;
            /** @description A time in ISO 8601 (its form is judged by the public contract and decision A35), null until known. */
            read_at?: string | null;
            /** @description A time in ISO 8601 (its form is judged by the public contract and decision A35), null until known. */
            failed_at?: string | null;
            failure_reason?: string | null;
        };
        /** @description How far to move the virtual clock forward: a whole number of seconds, or an ISO 8601 duration such as PT25H. Exactly one of the two. No spec section applies, hence "-". */
        ClockAdvance: components["schemas"]["ClockAdvanceSeconds"] | components["schemas"]["ClockAdvanceDuration"];
        /** @description Advance by a number of seconds. No spec section applies, hence "-". */
        ClockAdvanceSeconds: {
            seconds: number;
        };
        /** @description Advance by an ISO 8601 duration (days, hours, minutes, seconds; no years or months, whose length varies). No spec section applies, hence "-". */
        ClockAdvanceDuration: {
            duration: string;
        };
        /** @description The target's virtual time after the change. No spec section applies, hence "-". */
        ClockNow: {
            now: components["schemas"]["Timestamp"];
            /** @description Optional. Delivery attempts, over every subscription, that have started and not yet ended, or that are due at `now` and not yet started (one queued behind others counts). The harness moves the clock again only once it reads 0 (it asks with seconds 0), so no attempt passes its timeout on a jump. A target that leaves it out gets the older wait: until the receiver has been quiet for a moment and answers nothing, which a busy machine or a target sending one attempt at a time can outrun. */
            attempts_under_way?: number;
        };
        /** @description What the target holds about one customer on one number: contact existence (item 3), AI agent stand-down (item 2) and the 24-hour window (item 1). A customer the target has never seen is reported with contact_exists false, agent_paused false (true on a number with a callback override) and nulls, not as 404. */
        CustomerState: {
            /** @description The customer is a contact of the number's workspace. */
            contact_exists: boolean;
            /** @description The AI agent is standing down for this customer on this number: after an API send (section 1, item 2), or for every customer while the number has a callback override (section 6). */
            agent_paused: boolean;
            /** @description When the stand-down ends; null when the agent is not paused, or when the pause has no set end (a callback override lasts until it is removed). */
            agent_paused_until: components["schemas"]["Timestamp"] | null;
            /** @description Time of the latest inbound message to this number; null if the customer never wrote in. */
            last_inbound_at: components["schemas"]["Timestamp"] | null;
            /** @description A free-form send would be allowed now (fewer than 24 hours since last_inbound_at). */
            window_open: boolean;
        };
        /** @description One subscription's deliveries as the dashboard shows them (section 6, rules 3 and 5). consecutive_failures is counted the way the target counts toward auto-disable (per failed event or per failed attempt; decision A51 leaves it open). Attempts are those of the last 7 days (section 8), oldest first. */
        SubscriptionDeliveries: {
            subscription_id: components["schemas"]["LocalId"];
            /** @description False once the subscription was switched off after 20 consecutive failures; only a new registration (a new world) switches it back on. */
            active: boolean;
            /** @description When it was switched off; null while active. */
            disabled_at: components["schemas"]["Timestamp"] | null;
            /** @description Failures since the last successful delivery. */
            consecutive_failures: number;
            /** @description Deliveries still waiting for a retry or in flight; 0 means every event so far was delivered or given up. */
            unfinished_deliveries: number;
            /** @description Earliest scheduled retry on the target clock; null when none waits. */
            next_attempt_at: components["schemas"]["Timestamp"] | null;
            attempts: components["schemas"]["DeliveryAttempt"][];
        };
        /** @description One attempt to deliver one event to the subscription (section 6, rule 5: HTTP status returned, error, attempt count). */
        DeliveryAttempt: {
            /** @description The X-Service-Delivery value, the same for every attempt of one delivery. */
            delivery_id: string;
            /** @description Event name (X-Service-Event). */
            event: string;
            /** @description 1 for the first attempt of the delivery. */
            attempt: number;
            started_at: components["schemas"]["Timestamp"];
            ended_at: components["schemas"]["Timestamp"];
            /** @description The subscriber answered 2xx. */
            delivered: boolean;
            /** @description HTTP status the subscriber returned; null on a timeout, a connection error or a refused address. */
            status: number | null;
            /** @description Why the attempt failed; null when delivered. */
            error: string | null;
        };
        /** @description The subscription registered again and its new signing secret, shown once (section 6, rule 3). From this answer on, deliveries to it are signed with this secret only. */
        ReregisterResult: {
            subscription_id: components["schemas"]["LocalId"];
            /** @description The new signing secret; the harness never prints or stores it. */
            secret: string;
        };
        /** @description Which templates to pull: those of the business account of one number, or of every number's business account when phone_number_id is absent. */
        TemplateSyncRequest: {
            phone_number_id?: components["schemas"]["DigitsId"];
        };
        /** @description How many template entries (one per name and language) were written to the local copy. */
        TemplateSyncResult: {
            synced: number;
        };
    };
    responses: {
        /** @description The control token is missing or wrong. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "control_unauthorized",
                 *       "message": "Missing or wrong control token."
                 *     }
                 */
                "application/json": components["schemas"]["ControlError"];
            };
        };
        /** @description The request body is malformed. */
        InvalidRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "invalid_request",
                 *       "detail": [
                 *         {
                 *           "loc": [
                 *             "body",
                 *             "seconds"
                 *           ],
                 *           "msg": "must be >= 0"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ControlError"];
            };
        };
        /** @description No number with this phone_number_id is loaded. */
        UnknownNumber: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "unknown_number",
                 *       "message": "Number 100000000000099 is not part of the loaded world."
                 *     }
                 */
                "application/json": components["schemas"]["ControlError"];
            };
        };
        /** @description The target does not offer the capability this operation belongs to. The harness does not call such operations; the response exists so a target can say so plainly. */
        CapabilityNotOffered: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "capability_not_offered",
                 *       "message": "This target does not offer the clock capability."
                 *     }
                 */
                "application/json": components["schemas"]["ControlError"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    getCapabilities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The target's capabilities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "capabilities": [
                     *         "clock",
                     *         "customer_state",
                     *         "template_sync",
                     *         "loopback_subscriptions"
                     *       ],
                     *       "upstream_webhook_url": "http://127.0.0.1:8080/upstream/webhook",
                     *       "spec_version": "2"
                     *     }
                     */
                    "application/json": components["schemas"]["Capabilities"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    reset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description State cleared. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    loadWorld: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TargetWorld"];
            };
        };
        responses: {
            /** @description World loaded. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The world is invalid (schema, cross-references, a subscription URL the section 6 policy refuses, or a subscription on a number with a callback override); detail names each problem. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_world",
                     *       "detail": [
                     *         {
                     *           "loc": [
                     *             "numbers",
                     *             2,
                     *             "workspace_id"
                     *           ],
                     *           "msg": "unknown workspace ws_missing"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ControlError"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    armInternalFailure: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "requests": 2
                 *     }
                 */
                "application/json": components["schemas"]["InternalFailureArm"];
            };
        };
        responses: {
            /** @description What is armed now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "armed": 2
                     *     }
                     */
                    "application/json": components["schemas"]["InternalFailureArmed"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["CapabilityNotOffered"];
        };
    };
    reconnectNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Upstream phone number id of a number of the loaded world. */
                phone_number_id: components["schemas"]["DigitsId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ReconnectRequest"];
            };
        };
        responses: {
            /** @description The new token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "phone_number_id": "100000000000001",
                     *       "token": "fixture-token-main-0001-r1"
                     *     }
                     */
                    "application/json": components["schemas"]["ReconnectResult"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["UnknownNumber"];
            501: components["responses"]["CapabilityNotOffered"];
        };
    };
    sendFromOtherSource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Upstream phone number id of a connected number of the loaded world. */
                phone_number_id: components["schemas"]["DigitsId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "to": "12025550101",
                 *       "text": "Your table is booked for 8pm.",
                 *       "source": "INBOX"
                 *     }
                 */
                "application/json": components["schemas"]["OtherSourceSend"];
            };
        };
        responses: {
            /** @description The platform accepted the message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "wa_message_id": "wamid.HBgLMTIwMjU1NTAxMDEVAgARGBI"
                     *     }
                     */
                    "application/json": components["schemas"]["OtherSourceSendResult"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["UnknownNumber"];
            501: components["responses"]["CapabilityNotOffered"];
            /** @description The upstream platform refused the message or could not be reached; nothing was sent. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "upstream_refused",
                     *       "message": "The upstream platform refused the message."
                     *     }
                     */
                    "application/json": components["schemas"]["ControlError"];
                };
            };
        };
    };
    getMessageRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The `id` of a message record the target answered with. */
                message_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record as kept now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeptMessageRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No message with this id is kept. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unknown_message",
                     *       "message": "No message with this id."
                     *     }
                     */
                    "application/json": components["schemas"]["ControlError"];
                };
            };
            501: components["responses"]["CapabilityNotOffered"];
        };
    };
    advanceClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "seconds": 90000
                 *     }
                 */
                "application/json": components["schemas"]["ClockAdvance"];
            };
        };
        responses: {
            /** @description The new virtual time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "now": "2026-11-03T10:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ClockNow"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["CapabilityNotOffered"];
        };
    };
    getCustomerState: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Upstream phone number id of a number of the loaded world. */
                phone_number_id: components["schemas"]["DigitsId"];
                /** @description Customer phone number, digits only. */
                wa_id: components["schemas"]["WaId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer's state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "contact_exists": true,
                     *       "agent_paused": true,
                     *       "agent_paused_until": "2026-11-02T10:00:00Z",
                     *       "last_inbound_at": "2026-11-02T08:30:00Z",
                     *       "window_open": true
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerState"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["UnknownNumber"];
            501: components["responses"]["CapabilityNotOffered"];
        };
    };
    getSubscriptionDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of a subscription of the loaded world. */
                subscription_id: components["schemas"]["LocalId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription's delivery state and attempts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "subscription_id": "sub_main_events",
                     *       "active": true,
                     *       "disabled_at": null,
                     *       "consecutive_failures": 0,
                     *       "unfinished_deliveries": 1,
                     *       "next_attempt_at": "2026-11-02T09:01:00Z",
                     *       "attempts": [
                     *         {
                     *           "delivery_id": "01JC4Z3J5QH7V9N2B8K6M0R1TX",
                     *           "event": "message.sent",
                     *           "attempt": 1,
                     *           "started_at": "2026-11-02T09:00:00Z",
                     *           "ended_at": "2026-11-02T09:00:00Z",
                     *           "delivered": false,
                     *           "status": 503,
                     *           "error": "answered 503"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SubscriptionDeliveries"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No subscription with this id is loaded. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unknown_subscription",
                     *       "message": "Subscription sub_missing is not part of the loaded world."
                     *     }
                     */
                    "application/json": components["schemas"]["ControlError"];
                };
            };
            501: components["responses"]["CapabilityNotOffered"];
        };
    };
    reregisterSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of a subscription of the loaded world. */
                subscription_id: components["schemas"]["LocalId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription is active again, with this new signing secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "subscription_id": "sub_main_events",
                     *       "secret": "whsec_5nQx2Jm0Vb8Kc1Lr7Tz4Yh9Wd3Fs6Ga"
                     *     }
                     */
                    "application/json": components["schemas"]["ReregisterResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No subscription with this id is loaded. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unknown_subscription",
                     *       "message": "Subscription sub_missing is not part of the loaded world."
                     *     }
                     */
                    "application/json": components["schemas"]["ControlError"];
                };
            };
            501: components["responses"]["CapabilityNotOffered"];
        };
    };
    syncTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "phone_number_id": "100000000000001"
                 *     }
                 */
                "application/json": components["schemas"]["TemplateSyncRequest"];
            };
        };
        responses: {
            /** @description Sync finished. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "synced": 28
                     *     }
                     */
                    "application/json": components["schemas"]["TemplateSyncResult"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["UnknownNumber"];
            501: components["responses"]["CapabilityNotOffered"];
            /** @description The upstream platform could not be reached or refused the request; the local copy is unchanged. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "upstream_unreachable",
                     *       "message": "Template listing on the upstream platform failed."
                     *     }
                     */
                    "application/json": components["schemas"]["ControlError"];
                };
            };
        };
    };
}
