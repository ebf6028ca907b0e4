// Generated from contracts/gateway-v2.openapi.json by `npm run types`. Do not edit: change the source and regenerate.

export type paths = {
    "/api/v2/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message
         * @description Sends one message from the connected number: text, image, document, video, audio, interactive, or an approved template (including one-time codes through authentication templates). Everything listed under 4.1 is checked before the upstream platform is contacted, and nothing is sent if a check fails. A 200 means the upstream platform accepted the message; delivery is reported later on `message.status`, and the send also emits `message.sent` and makes the AI agent step back from that customer's conversation. There is no sandbox: every accepted send reaches a real handset. A few problems only surface after acceptance, as a `FAILED` status event rather than an error response. Send the body as JSON with `Content-Type: application/json`: a body that is not valid JSON is refused with 422 `validation_error`, and the spec does not fix which 4xx another content type gets.
         */
        post: operations["sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the templates of the number
         * @description Pages through all templates of the connected number, most recent first, one entry per language. Only `sendable`, `cursor` and `limit` are defined; filtering by name, language or category is not offered. Follow `next_cursor` until `has_more` is false. This operation never answers 409, 429 or 502.
         */
        get: operations["listTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch the machine-readable API description
         * @description Returns the machine-readable description generated from the running service. Where it and the prose specification differ, the spec says the served document prevails.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Browse the API documentation
         * @description Returns a human-readable HTML rendering of the API description.
         */
        get: operations["getApiDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = {
    "message.received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A customer wrote in
         * @description Fires when a customer writes to the connected number. A tap on a reply button or list row includes the id of that option; a tap on a template quick-reply button arrives as the button label with the payload appended in square brackets. Delivered as a signed HTTPS POST to the endpoint of an event subscription (subscriptions are managed in the dashboard only, never through /api/v2). Delivery is at least once and in no guaranteed order: deduplicate on `X-Service-Delivery` and order events by the timestamps inside the payload, not by arrival. Verify `X-Service-Signature` over the timestamp, a full stop and the raw body, and refuse a delivery whose timestamp differs from your clock by over 300 seconds. Acknowledge quickly with any 2xx and process afterwards; timeouts, retry schedule and concurrency are unpublished. Event names outside this list may appear and must be tolerated.
         */
        post: operations["onMessageReceived"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "message.status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A sent message changed status
         * @description Fires when a message sent from the number moves to a new status such as DELIVERED, READ or FAILED (a failure includes its reason). SENT (also announced by `message.sent`) and PLAYED (a voice note was played) may arrive this way too: the spec lists them among the statuses without saying they are published, so accept them but do not wait for them. Delivered as a signed HTTPS POST to the endpoint of an event subscription (subscriptions are managed in the dashboard only, never through /api/v2). Delivery is at least once and in no guaranteed order: deduplicate on `X-Service-Delivery` and order events by the timestamps inside the payload, not by arrival. Verify `X-Service-Signature` over the timestamp, a full stop and the raw body, and refuse a delivery whose timestamp differs from your clock by over 300 seconds. Acknowledge quickly with any 2xx and process afterwards; timeouts, retry schedule and concurrency are unpublished. Event names outside this list may appear and must be tolerated.
         */
        post: operations["onMessageStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "message.sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The number sent a message
         * @description Fires whenever the number sends a message, whatever originated it (an API send included), with the wording as actually sent and placeholders filled in. A one-time code never appears in it: codes are never stored, logged or shown. Delivered as a signed HTTPS POST to the endpoint of an event subscription (subscriptions are managed in the dashboard only, never through /api/v2). Delivery is at least once and in no guaranteed order: deduplicate on `X-Service-Delivery` and order events by the timestamps inside the payload, not by arrival. Verify `X-Service-Signature` over the timestamp, a full stop and the raw body, and refuse a delivery whose timestamp differs from your clock by over 300 seconds. Acknowledge quickly with any 2xx and process afterwards; timeouts, retry schedule and concurrency are unpublished. Event names outside this list may appear and must be tolerated.
         */
        post: operations["onMessageSent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "template.status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A template's review state changed
         * @description Fires when a template's review status changes, with the template id (the same `id` as in template records), the new status, the upstream reason and the quality score. Delivered as a signed HTTPS POST to the endpoint of an event subscription (subscriptions are managed in the dashboard only, never through /api/v2). Delivery is at least once and in no guaranteed order: deduplicate on `X-Service-Delivery` and order events by the timestamps inside the payload, not by arrival. Verify `X-Service-Signature` over the timestamp, a full stop and the raw body, and refuse a delivery whose timestamp differs from your clock by over 300 seconds. Acknowledge quickly with any 2xx and process afterwards; timeouts, retry schedule and concurrency are unpublished. Event names outside this list may appear and must be tolerated.
         */
        post: operations["onTemplateStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "account.error": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The number's account has a problem
         * @description Fires when something goes wrong with the connected number's account. Declared by the spec but not confirmed to be delivered: do not depend on receiving it. Delivered as a signed HTTPS POST to the endpoint of an event subscription (subscriptions are managed in the dashboard only, never through /api/v2). Delivery is at least once and in no guaranteed order: deduplicate on `X-Service-Delivery` and order events by the timestamps inside the payload, not by arrival. Verify `X-Service-Signature` over the timestamp, a full stop and the raw body, and refuse a delivery whose timestamp differs from your clock by over 300 seconds. Acknowledge quickly with any 2xx and process afterwards; timeouts, retry schedule and concurrency are unpublished. Event names outside this list may appear and must be tolerated.
         */
        post: operations["onAccountError"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "conversation.escalated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A conversation was handed to a human
         * @description Fires when a conversation is passed to a human agent. Declared by the spec but not confirmed to be delivered: do not depend on receiving it. Delivered as a signed HTTPS POST to the endpoint of an event subscription (subscriptions are managed in the dashboard only, never through /api/v2). Delivery is at least once and in no guaranteed order: deduplicate on `X-Service-Delivery` and order events by the timestamps inside the payload, not by arrival. Verify `X-Service-Signature` over the timestamp, a full stop and the raw body, and refuse a delivery whose timestamp differs from your clock by over 300 seconds. Acknowledge quickly with any 2xx and process afterwards; timeouts, retry schedule and concurrency are unpublished. Event names outside this list may appear and must be tolerated.
         */
        post: operations["onConversationEscalated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An order was paid
         * @description Fires when an order in the number's shop is paid. Declared by the spec but not confirmed to be delivered: do not depend on receiving it. Delivered as a signed HTTPS POST to the endpoint of an event subscription (subscriptions are managed in the dashboard only, never through /api/v2). Delivery is at least once and in no guaranteed order: deduplicate on `X-Service-Delivery` and order events by the timestamps inside the payload, not by arrival. Verify `X-Service-Signature` over the timestamp, a full stop and the raw body, and refuse a delivery whose timestamp differs from your clock by over 300 seconds. Acknowledge quickly with any 2xx and process afterwards; timeouts, retry schedule and concurrency are unpublished. Event names outside this list may appear and must be tolerated.
         */
        post: operations["onOrderPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type components = {
    schemas: {
        /**
         * SendMessageRequest
         * @description Body of a send. The `type` field picks one of seven layouts; when it is left out the body is read as a text send. Fields that belong to another type are not part of the chosen layout; the spec does not say whether a gateway ignores them or refuses them with 422 `validation_error`, so send only the fields of the chosen type.
         */
        SendMessageRequest: components["schemas"]["TextSend"] | components["schemas"]["TemplateSend"] | components["schemas"]["ImageSend"] | components["schemas"]["DocumentSend"] | components["schemas"]["VideoSend"] | components["schemas"]["AudioSend"] | components["schemas"]["InteractiveSend"];
        /**
         * SendCommon
         * @description Fields shared by every send layout.
         */
        SendCommon: {
            /**
             * @description Recipient in full international (E.164) form written as digits only: country code first, so never a leading 0, 7 to 15 digits in all, no `+`, no spaces or punctuation. A value of another form is refused, with 422 `validation_error` before anything is sent or, where a gateway leaves the number to the platform, with 502 `send_failed`; it is never sent to a rewritten number.
             * @example 447700900123
             */
            to: string;
            /**
             * @description Selects the layout. Left out, the send is a text message. A value outside this list is refused with 422 `validation_error`.
             * @default text
             * @enum {string}
             */
            type: "text" | "template" | "image" | "document" | "video" | "audio" | "interactive";
        };
        /**
         * TextSend
         * @description A plain text message. Only allowed inside the customer's 24-hour window (otherwise 409 `outside_messaging_window`).
         */
        TextSend: {
            /**
             * @description Optional for this layout; a body without `type` is a text send.
             * @constant
             */
            type?: "text";
            /** @description Message body, 1 to 4096 characters (section 8); an empty text is refused with 422 `validation_error`. */
            text: string;
        } & components["schemas"]["SendCommon"];
        /**
         * TemplateSend
         * @description A pre-approved template, the only kind of message that may reach a customer outside the 24-hour window or one who never wrote in. For an `AUTHENTICATION` template the one-time code travels as the body component's only text parameter (see `x-one-time-code`); the service fills in the copy-code button itself and never stores the code.
         */
        TemplateSend: {
            /** @constant */
            type: "template";
            /** @description Name of a template approved on the number's business account (the `name` of a template record). An empty name is refused with 422 `validation_error`. */
            template_name: string;
            /**
             * @description Language code exactly as approved, for instance `en` or `en_US`; the two are distinct and the service does not fall back from one to the other. A code that is not approved for the template is refused with 400 `invalid_template`; a malformed one may get 400 `invalid_template` or 422 `validation_error`, as the spec fixes no pattern. An empty code is refused with 422 `validation_error`.
             * @example en_US
             */
            template_language: string;
            /** @description Values for the template's placeholders and dynamic buttons (section 2.4). Leave it out for a template without variables. */
            template_components?: components["schemas"]["TemplateSendComponent"][];
        } & WithRequired<components["schemas"]["SendCommon"], "type">;
        /**
         * ImageSend
         * @description An image fetched from a public URL, with an optional caption. Free-form: only inside the 24-hour window.
         */
        ImageSend: {
            /** @constant */
            type: "image";
            /**
             * Format: uri
             * @description Public HTTPS address of the file that anyone on the internet can fetch without credentials. The service does not upload media; a file the upstream platform cannot fetch or accept ends in 502 `send_failed`.
             */
            media_url: string;
            /** @description Caption shown under the media, at most 1024 characters (section 8). */
            media_caption?: string;
        } & WithRequired<components["schemas"]["SendCommon"], "type">;
        /**
         * DocumentSend
         * @description A document fetched from a public URL, with an optional caption and the file name the customer sees. Free-form: only inside the 24-hour window.
         */
        DocumentSend: {
            /** @constant */
            type: "document";
            /**
             * Format: uri
             * @description Public HTTPS address of the file that anyone on the internet can fetch without credentials. The service does not upload media; a file the upstream platform cannot fetch or accept ends in 502 `send_failed`.
             */
            media_url: string;
            /** @description Caption shown under the media, at most 1024 characters (section 8). */
            media_caption?: string;
            /** @description File name displayed to the customer. */
            media_filename?: string;
        } & WithRequired<components["schemas"]["SendCommon"], "type">;
        /**
         * VideoSend
         * @description A video fetched from a public URL, with an optional caption. Free-form: only inside the 24-hour window.
         */
        VideoSend: {
            /** @constant */
            type: "video";
            /**
             * Format: uri
             * @description Public HTTPS address of the file that anyone on the internet can fetch without credentials. The service does not upload media; a file the upstream platform cannot fetch or accept ends in 502 `send_failed`.
             */
            media_url: string;
            /** @description Caption shown under the media, at most 1024 characters (section 8). */
            media_caption?: string;
        } & WithRequired<components["schemas"]["SendCommon"], "type">;
        /**
         * AudioSend
         * @description An audio file fetched from a public URL. Audio takes no caption: a `media_caption` on an audio send is disregarded, so it is not part of this layout. Free-form: only inside the 24-hour window.
         */
        AudioSend: {
            /** @constant */
            type: "audio";
            /**
             * Format: uri
             * @description Public HTTPS address of the file that anyone on the internet can fetch without credentials. The service does not upload media; a file the upstream platform cannot fetch or accept ends in 502 `send_failed`.
             */
            media_url: string;
        } & WithRequired<components["schemas"]["SendCommon"], "type">;
        /**
         * InteractiveSend
         * @description A message with reply buttons, a list menu or a single link button. Free-form: only inside the 24-hour window.
         */
        InteractiveSend: {
            /** @constant */
            type: "interactive";
            interactive: components["schemas"]["Interactive"];
        } & WithRequired<components["schemas"]["SendCommon"], "type">;
        /**
         * Interactive
         * @description The interactive part of an interactive send; `type` decides which of the three kinds applies. Limits cited from section 8. The service refuses with 422 `validation_error` an interactive message the upstream platform would not take, such as over 3 buttons, over 10 rows or an option id used twice. Limits the spec does not list (button title length, number of sections and so on) are the upstream platform's; a gateway may refuse a message over them with 422 `validation_error` before sending, or pass on the platform's refusal as 502 `send_failed`.
         */
        Interactive: components["schemas"]["InteractiveButtons"] | components["schemas"]["InteractiveList"] | components["schemas"]["InteractiveCtaUrl"];
        /**
         * InteractiveCommon
         * @description Fields every interactive kind carries.
         */
        InteractiveCommon: {
            /**
             * @description Which kind of interactive message this is.
             * @enum {string}
             */
            type: "buttons" | "list" | "cta_url";
            /** @description Main text shown above the options; an empty body is refused with 422 `validation_error`. */
            body: string;
            /** @description Optional small print under the body, at most 60 characters (section 8). */
            footer?: string;
        };
        /**
         * InteractiveButtons
         * @description Up to three quick-reply buttons (section 8). Button ids must all differ; the id of the one the customer taps comes back on the `message.received` event.
         */
        InteractiveButtons: {
            /** @constant */
            type: "buttons";
            /** @description The reply buttons, three at most (section 8). */
            buttons: components["schemas"]["InteractiveReplyButton"][];
        } & WithRequired<components["schemas"]["InteractiveCommon"], "type">;
        /**
         * InteractiveReplyButton
         * @description One reply button.
         */
        InteractiveReplyButton: {
            /** @description Caller-chosen identifier, unique within the message; reported back when tapped. */
            id: string;
            /** @description Label on the button. */
            title: string;
        };
        /**
         * InteractiveList
         * @description A menu opened from a button and split into titled sections. Between 1 and 10 rows in total, counted over all sections together rather than per section (section 8, `x-total-items`), and every row id distinct (`x-unique-values`). The id of the chosen row comes back on the `message.received` event.
         */
        InteractiveList: {
            /** @constant */
            type: "list";
            /**
             * @description Label of the button that opens the menu, at most 20 characters (section 8); `View` when left out.
             * @default View
             */
            button_text: string;
            /** @description Groups of rows. The 1-to-10 row total across all sections is carried by `x-total-items`. */
            sections: components["schemas"]["InteractiveListSection"][];
        } & WithRequired<components["schemas"]["InteractiveCommon"], "type">;
        /**
         * InteractiveListSection
         * @description One titled group of rows in a list menu.
         */
        InteractiveListSection: {
            /** @description Heading of the section, at most 24 characters (section 8). */
            title: string;
            /** @description The selectable rows of this section. */
            rows: components["schemas"]["InteractiveListRow"][];
        };
        /**
         * InteractiveListRow
         * @description One selectable row of a list menu.
         */
        InteractiveListRow: {
            /** @description Caller-chosen identifier, unique within the message; reported back when chosen. */
            id: string;
            /** @description Row label. */
            title: string;
            /** @description Optional second line under the label, at most 72 characters (section 8). */
            description?: string;
        };
        /**
         * InteractiveCtaUrl
         * @description A single button that opens a web address.
         */
        InteractiveCtaUrl: {
            /** @constant */
            type: "cta_url";
            /** @description The link button. */
            cta: {
                /** @description Label on the button. */
                display_text: string;
                /**
                 * Format: uri
                 * @description Address opened when the button is tapped.
                 */
                url: string;
            };
        } & WithRequired<components["schemas"]["InteractiveCommon"], "type">;
        /**
         * TemplateSendComponent
         * @description One entry of `template_components`. Component and parameter `type` values are written in lower case in a send. Numbered placeholders are filled in order; a template with named placeholders needs one parameter per name, each carrying `parameter_name`, and a numbered template refuses `parameter_name` (400 `invalid_template`). The service does not check surplus parameters, button parameters or value lengths; the upstream platform does, and its refusal comes back as 502 `send_failed`.
         */
        TemplateSendComponent: components["schemas"]["TemplateHeaderComponent"] | components["schemas"]["TemplateBodyComponent"] | components["schemas"]["TemplateUrlButtonComponent"] | components["schemas"]["TemplateQuickReplyButtonComponent"];
        /**
         * TemplateHeaderComponent
         * @description Values for the template header: its text placeholder, or the media or location a media or location header needs. A text header placeholder is counted apart from the body's.
         */
        TemplateHeaderComponent: {
            /** @constant */
            type: "header";
            parameters: components["schemas"]["TemplateHeaderParameter"][];
        };
        /**
         * TemplateHeaderParameter
         * @description One header value: text, an image, a video, a document, or a location.
         */
        TemplateHeaderParameter: components["schemas"]["TemplateTextParameter"] | components["schemas"]["TemplateImageParameter"] | components["schemas"]["TemplateVideoParameter"] | components["schemas"]["TemplateDocumentParameter"] | components["schemas"]["TemplateLocationParameter"];
        /**
         * TemplateTextParameter
         * @description A text value, used for a header placeholder or for the dynamic part of a URL button.
         */
        TemplateTextParameter: {
            /** @constant */
            type: "text";
            /** @description The value put in place of the placeholder. */
            text: string;
        };
        /**
         * TemplateMediaObject
         * @description Where the header media comes from. The documented way is `link`, a public HTTPS address; the service's own check also lets an upstream media `id` stand in for `link`, so either is accepted here.
         */
        TemplateMediaObject: {
            /**
             * Format: uri
             * @description Public HTTPS address of the media file.
             */
            link?: string;
            /** @description Identifier of media already held by the upstream platform, accepted instead of `link`. */
            id?: string;
        } | unknown | unknown;
        /**
         * TemplateDocumentObject
         * @description A header document: a media source plus an optional file name.
         */
        TemplateDocumentObject: {
            /** @description File name displayed to the customer. */
            filename?: string;
        } & components["schemas"]["TemplateMediaObject"];
        /**
         * TemplateImageParameter
         * @description Header media of kind `image`, required when the approved header has format IMAGE.
         */
        TemplateImageParameter: {
            /** @constant */
            type: "image";
            image: components["schemas"]["TemplateMediaObject"];
        };
        /**
         * TemplateVideoParameter
         * @description Header media of kind `video`, required when the approved header has format VIDEO.
         */
        TemplateVideoParameter: {
            /** @constant */
            type: "video";
            video: components["schemas"]["TemplateMediaObject"];
        };
        /**
         * TemplateDocumentParameter
         * @description Header media of kind `document`, required when the approved header has format DOCUMENT.
         */
        TemplateDocumentParameter: {
            /** @constant */
            type: "document";
            document: components["schemas"]["TemplateDocumentObject"];
        };
        /**
         * TemplateLocationParameter
         * @description Header location, required when the approved header has format LOCATION.
         */
        TemplateLocationParameter: {
            /** @constant */
            type: "location";
            /** @description The place to show. Coordinates are written as strings, not numbers. */
            location: {
                /**
                 * @description Latitude in decimal degrees, as a string.
                 * @example 51.5072
                 */
                latitude: string;
                /**
                 * @description Longitude in decimal degrees, as a string.
                 * @example -0.1276
                 */
                longitude: string;
                /** @description Optional name of the place. */
                name?: string;
                /** @description Optional street address. */
                address?: string;
            };
        };
        /**
         * TemplateBodyComponent
         * @description Values for the body placeholders: one per number in order, or one per name with `parameter_name`. For an authentication template the single parameter is the one-time code.
         */
        TemplateBodyComponent: {
            /** @constant */
            type: "body";
            parameters: components["schemas"]["TemplateBodyParameter"][];
        };
        /**
         * TemplateBodyParameter
         * @description A text value for one body placeholder.
         */
        TemplateBodyParameter: {
            /** @constant */
            type: "text";
            /** @description The value put in place of the placeholder (or the one-time code on an authentication template). */
            text: string;
            /** @description Name of the placeholder it fills; used only, and then on every parameter, for templates with named placeholders. */
            parameter_name?: string;
        };
        /**
         * TemplateUrlButtonComponent
         * @description The variable suffix of a URL button whose approved address contains a placeholder. A URL button with a fixed address, or a phone-number button, takes no component. The service passes button parameters through unchecked; a wrong one is refused upstream (502 `send_failed`).
         */
        TemplateUrlButtonComponent: {
            /** @constant */
            type: "button";
            /** @constant */
            sub_type: "url";
            /**
             * @description Zero-based position of the button among the template's buttons, written as a string.
             * @example 0
             */
            index: string;
            parameters?: components["schemas"]["TemplateTextParameter"][];
        };
        /**
         * TemplateQuickReplyButtonComponent
         * @description An optional payload for a quick-reply button. A tap reaches `message.received` as the button label with this payload appended in square brackets. Passed through unchecked; a wrong one is refused upstream (502 `send_failed`).
         */
        TemplateQuickReplyButtonComponent: {
            /** @constant */
            type: "button";
            /** @constant */
            sub_type: "quick_reply";
            /**
             * @description Zero-based position of the button among the template's buttons, written as a string.
             * @example 0
             */
            index: string;
            parameters?: components["schemas"]["TemplatePayloadParameter"][];
        };
        /**
         * TemplatePayloadParameter
         * @description Payload returned to you when a quick-reply button is tapped.
         */
        TemplatePayloadParameter: {
            /** @constant */
            type: "payload";
            /** @description Caller-chosen payload. */
            payload: string;
        };
        /**
         * MessageStatus
         * @description Where a message stands: `SENT` once the upstream platform took it, `DELIVERED` on the handset, `READ` opened, `PLAYED` for a voice note that was listened to, `FAILED` not delivered (the reason arrives on the status event). A successful send returns `SENT`; later moves are reported by `message.status`.
         * @enum {string}
         */
        MessageStatus: "SENT" | "DELIVERED" | "READ" | "PLAYED" | "FAILED";
        /**
         * MessageRecord
         * @description The message as the service stored it, returned by a successful send. Besides the required fields, every field may be either null or left out, so read each one as optional. A 200 means the message was accepted, not delivered: delivery progress arrives later on `message.status`. Clients must ignore fields they do not know.
         */
        MessageRecord: {
            /** @description The service's own identifier for the message. */
            id: string;
            /**
             * @description `OUTBOUND` for anything sent through this API.
             * @enum {string}
             */
            direction: "OUTBOUND" | "INBOUND";
            /**
             * @description Kind of message, for instance `text` or `template`.
             * @example text
             */
            message_type: string;
            /** @description Readable form of the message: the text itself, `[template:` + template name + `]` for a template, or `Verification code sent` for a one-time code (the code itself never appears). */
            content: string;
            status: components["schemas"]["MessageStatus"];
            /** @description What originated the message; template sends show `HUMAN`. For other sends the spec fixes no value, so do not branch on it. */
            source: string;
            /** @description Identifier the upstream platform gave the message. */
            wa_message_id: string;
            /** @description Address of the message's media, if any. */
            media_url?: string | null;
            /** @description MIME type of the message's media, if known. */
            media_mime_type?: string | null;
            /** @description File name of the message's media, if any. */
            media_filename?: string | null;
            /** @description Length in milliseconds (set for inbound voice notes), otherwise null. */
            media_duration_ms?: number | null;
            /** @description Interactive content, if any. Its inner layout is not shown by the spec, so nothing inside it is constrained. */
            interactive?: Record<string, never> | null;
            /** @description Referral data, if any. Its inner layout is not shown by the spec, so nothing inside it is constrained. */
            referral?: Record<string, never> | null;
            /**
             * Format: date-time
             * @description UTC timestamp in ISO 8601 form; null (or absent) until known.
             */
            sent_at?: string | null;
            /**
             * Format: date-time
             * @description UTC timestamp in ISO 8601 form; null (or absent) until known.
             */
            delivered_at?: string | null;
            /**
             * Format: date-time
             * @description UTC timestamp in ISO 8601 form; null (or absent) until known.
             */
            read_at?: string | null;
            /**
             * Format: date-time
             * @description UTC timestamp in ISO 8601 form; null (or absent) until known.
             */
            played_at?: string | null;
            /**
             * Format: date-time
             * @description UTC timestamp in ISO 8601 form; null (or absent) until known.
             */
            failed_at?: string | null;
            /** @description Why delivery failed, once known. */
            failure_reason?: string | null;
            /** @description Name of the template, present on template sends. May be null or absent on other sends. */
            template_name?: string | null;
            /** @description `true` when the send carried a one-time code, which is never kept, logged or displayed. */
            redacted: boolean;
            /**
             * Format: date-time
             * @description When the service created the record (UTC, ISO 8601).
             */
            created_at: string;
        };
        /**
         * TemplateStatus
         * @description Review and lifecycle state of a template. `x-status-sendable` maps every state to the `sendable` value the service derives from it (section 3.2). `SUBMITTED` and `DRAFT` are let through and left to the upstream platform to judge (a template still under review fails with 502); only `APPROVED`, `FLAGGED` and `LOCKED` are sure to be accepted upstream. `PAUSED` and `DISABLED` follow negative customer feedback, `ARCHIVED` follows 12 months without a send, and `LIMIT_EXCEEDED` means the business account holds its maximum number of templates.
         * @enum {string}
         */
        TemplateStatus: "APPROVED" | "FLAGGED" | "LOCKED" | "SUBMITTED" | "DRAFT" | "REJECTED" | "IN_APPEAL" | "PAUSED" | "DISABLED" | "ARCHIVED" | "PENDING_DELETION" | "DELETED" | "LIMIT_EXCEEDED";
        /**
         * TemplateComponentRecord
         * @description One approved component, with upper-case names as the upstream platform stores them. What each component asks for in a send: a media header (IMAGE, VIDEO, DOCUMENT) needs that media by link; a LOCATION header needs latitude and longitude; a TEXT header with a placeholder needs a header text parameter; BODY placeholders need one text parameter each; a URL button whose address has a placeholder needs a button parameter at its position; a QUICK_REPLY button may take a payload; a fixed URL or PHONE_NUMBER button needs nothing; a button with `otp_type` (or an AUTHENTICATION template) needs the one-time code. Fields not listed here may also appear.
         */
        TemplateComponentRecord: {
            /**
             * @description Component kind.
             * @enum {string}
             */
            type: "HEADER" | "BODY" | "FOOTER" | "BUTTONS";
            /**
             * @description Header format (HEADER only).
             * @enum {string}
             */
            format?: "IMAGE" | "VIDEO" | "DOCUMENT" | "LOCATION" | "TEXT";
            /** @description Approved wording with its placeholders (BODY, and TEXT headers or footers). */
            text?: string;
            /** @description The template's buttons (BUTTONS only), in the order `index` refers to. */
            buttons?: components["schemas"]["TemplateButtonRecord"][];
        };
        /**
         * TemplateButtonRecord
         * @description One approved button.
         */
        TemplateButtonRecord: {
            /**
             * @description Button kind.
             * @enum {string}
             */
            type: "URL" | "QUICK_REPLY" | "PHONE_NUMBER" | "OTP";
            /** @description Button label. */
            text: string;
            /** @description Target address of a URL button; may contain a placeholder. */
            url?: string;
            /** @description Number dialled by a PHONE_NUMBER button. */
            phone_number?: string;
            /** @description Set on one-time-code buttons; only the copy-code kind is supported. */
            otp_type?: string;
        };
        /**
         * TemplateRecord
         * @description One template in one language, as listed by `GET /api/v2/templates`. Clients must ignore fields they do not know.
         */
        TemplateRecord: {
            /** @description Template identifier; `template.status` events carry the same id. */
            id: string;
            /** @description Template name; pass it as `template_name` in a send. */
            name: string;
            /** @description Language of this entry; pass it unchanged as `template_language`. A template approved in several languages appears once per language. */
            language: string;
            /**
             * @description Template category; AUTHENTICATION templates carry one-time codes.
             * @enum {string}
             */
            category: "MARKETING" | "UTILITY" | "AUTHENTICATION";
            status: components["schemas"]["TemplateStatus"];
            /** @description The service's own verdict, derived from `status` by the table of section 3.2 (see `x-status-sendable` on TemplateStatus). It is exactly what the send path applies: `false` means a send would be refused for the template's state. */
            sendable: boolean;
            /** @description Human-readable explanation of why the template cannot be sent (section 3.2); expected as a non-empty string whenever `sendable` is false. When `sendable` is true it may be null or absent. */
            unsendable_reason?: string | null;
            /** @description Components as approved. */
            components: components["schemas"]["TemplateComponentRecord"][];
            /**
             * @description Quality rating from the upstream platform; null before the template has been rated.
             * @enum {string|null}
             */
            quality_score: "GREEN" | "YELLOW" | "RED" | "UNKNOWN" | null;
            /**
             * Format: date-time
             * @description When the template was approved (UTC, ISO 8601); null for a template never approved.
             */
            approved_at: string | null;
            /**
             * Format: date-time
             * @description When the status last changed (UTC, ISO 8601). The spec does not say what a never-approved template shows here, so it may be null.
             */
            status_changed_at: string | null;
        };
        /**
         * TemplatePage
         * @description One page of the template listing, returned bare (no envelope). Newest templates come first. Keep requesting with `cursor` set to `next_cursor` until `has_more` is false.
         */
        TemplatePage: {
            /** @description Templates on this page, at most `limit` of them. */
            items: components["schemas"]["TemplateRecord"][];
            /** @description Opaque value to pass as `cursor` for the next page; null when there is none. */
            next_cursor: string | null;
            /** @description Whether another page follows. */
            has_more: boolean;
        };
        /**
         * ErrorCode
         * @description Machine-readable error code. Clients branch on this value, never on `message`, whose wording may change. Codes are never retried except `idempotency_in_progress` (short pause) and the 429 and 5xx codes (exponential backoff from about 500 ms with jitter, a bounded number of times, always with the same Idempotency-Key); `x-error-catalogue` gives the status, retryability and cause of each code.
         * @enum {string}
         */
        ErrorCode: "invalid_template" | "ambiguous_number" | "invalid_cursor" | "not_authenticated" | "plan_feature_locked" | "plan_limit_reached" | "number_not_for_token" | "account_suspended" | "outside_messaging_window" | "idempotency_in_progress" | "invalid_one_time_code" | "template_not_found" | "idempotency_key_reused" | "validation_error" | "rate_limited" | "internal_error" | "send_failed";
        /**
         * ValidationErrorDetail
         * @description One offending field of a validation error.
         */
        ValidationErrorDetail: {
            /** @description Path to the field. Its exact form (a `body` or `query` prefix, integer indices, dotted strings) is not fixed by the spec; look for the field name among its elements rather than matching the whole path. */
            loc: (string | number)[];
            /** @description What is wrong with the field. */
            msg: string;
        };
        /**
         * Error
         * @description Body of every error response. Error bodies never include an upstream numeric code, a retry flag or a request identifier, and no Retry-After header is sent. A body without `code` is to be treated as an unknown failure. A `validation_error` always lists the offending fields in `detail` and its `message` names a field followed by a colon and the reason; an `ambiguous_number` error lists the token's numbers in `phone_number_ids`.
         */
        Error: {
            code: components["schemas"]["ErrorCode"];
            /** @description Explanation for people; may be reworded at any time. */
            message: string;
            /** @description Offending fields (validation errors). */
            detail?: components["schemas"]["ValidationErrorDetail"][];
            /** @description Ids of the connected numbers the token acts for (ambiguous_number); pick one for X-Phone-Number-Id. */
            phone_number_ids?: string[];
        } & (unknown & unknown);
    };
    responses: {
        /** @description The bearer token is missing, unknown, or was invalidated when its number was reconnected. Missing and unknown tokens get the same answer. */
        NotAuthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    code?: "not_authenticated";
                } & components["schemas"]["Error"];
            };
        };
        /** @description X-Phone-Number-Id points at a number outside this token's reach, or the workspace is suspended. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    code?: "number_not_for_token" | "account_suspended";
                } & components["schemas"]["Error"];
            };
        };
        /** @description The service failed internally. Safe to retry with backoff, using an Idempotency-Key on sends. */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    code?: "internal_error";
                } & components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description Which connected number to act as when one token serves several numbers of the same business account (section 5). Absent or empty with a single-number token: that number. Absent or empty with a shared token: 400 `ambiguous_number`. An id the token does not hold: 403 `number_not_for_token`. */
        PhoneNumberId: string;
        /** @description Makes a retry safe (section 3.3). Derive it from what the message is about rather than at random. Repeating the same key with the same body within 24 hours replays the first successful response without sending again; a different body gets 422 `idempotency_key_reused`; a repeat while the first is still running gets 409 `idempotency_in_progress`. A failed request frees its key at once. Keys are scoped per number. The spec sets no length or character rules; short ASCII keys (letters, digits, `-` and `_`) are safe everywhere. */
        IdempotencyKey: string;
        /** @description `sha256=` followed by the lower-case hex HMAC-SHA256 of the timestamp header value, a full stop and the raw body bytes, keyed with the subscription's signing secret. Compare in constant time, and compare the hex without regard to case: the spec does not promise lower case. The key is the UTF-8 bytes of the secret exactly as shown. */
        ServiceSignature: string;
        /** @description Unix time in seconds when the delivery was signed. Reject a delivery whose timestamp is more than 300 seconds away from your clock (section 8). */
        ServiceTimestamp: string;
        /** @description ULID naming this delivery; it stays the same on every retry, so it is the key to deduplicate on (per tenant when one endpoint serves several). */
        ServiceDelivery: string;
    };
    requestBodies: never;
    headers: {
        /** @description `true` when this response is the stored reply to an earlier request with the same Idempotency-Key and body; nothing was sent upstream again. On a first-time response it is missing or `false`. */
        IdempotencyReplayed: "true" | "false";
    };
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    sendMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe (section 3.3). Derive it from what the message is about rather than at random. Repeating the same key with the same body within 24 hours replays the first successful response without sending again; a different body gets 422 `idempotency_key_reused`; a repeat while the first is still running gets 409 `idempotency_in_progress`. A failed request frees its key at once. Keys are scoped per number. The spec sets no length or character rules; short ASCII keys (letters, digits, `-` and `_`) are safe everywhere. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Which connected number to act as when one token serves several numbers of the same business account (section 5). Absent or empty with a single-number token: that number. Absent or empty with a shared token: 400 `ambiguous_number`. An id the token does not hold: 403 `number_not_for_token`. */
                "X-Phone-Number-Id"?: components["parameters"]["PhoneNumberId"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The message to send (section 2.1). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendMessageRequest"];
            };
        };
        responses: {
            /** @description Accepted by the upstream platform; the stored message record, status `SENT`. */
            200: {
                headers: {
                    "Idempotency-Replayed": components["headers"]["IdempotencyReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageRecord"];
                };
            };
            /** @description The template cannot be sent as asked (wrong language, unsendable state, parameters not matching the approved layout, missing or wrong header media), or the token is shared and no number was named. A gateway may also answer 400 `validation_error` (with its `detail`) to a body it cannot read as JSON, such as one sent without a JSON Content-Type; any other status it gives such a body (413, 415) is outside this contract and carries the error object all the same. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        code?: "invalid_template" | "ambiguous_number" | "validation_error";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            /** @description API access is not part of the team's plan, or a template to a recipient who is not yet a contact would go over the plan's contact allowance. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        code?: "plan_feature_locked" | "plan_limit_reached";
                    } & components["schemas"]["Error"];
                };
            };
            403: components["responses"]["Forbidden"];
            /** @description A free-form message to a customer whose 24-hour window is closed or who has never messaged the number, or a request whose Idempotency-Key is still being processed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        code?: "outside_messaging_window" | "idempotency_in_progress";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is malformed, the template does not exist on the account (or could not be looked up), the one-time code is unusable, or the Idempotency-Key was already used with another body. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        code?: "invalid_one_time_code" | "template_not_found" | "idempotency_key_reused" | "validation_error";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The upstream platform is throttling this number. The service itself has no request quota and sends no rate-limit or Retry-After headers. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
            /** @description The upstream platform refused the message or could not be used (including a number that is not connected, unreachable media, or parameters it rejects). A refusal and an outage look the same here; the reason is prose in `message`. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        code?: "send_failed";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listTemplates: {
        parameters: {
            query?: {
                /** @description `true` keeps templates a send would accept for their state, `false` keeps those it would refuse; leave it out for all templates. */
                sendable?: boolean;
                /** @description The `next_cursor` of the previous page, exactly as received. A malformed value, an empty one among them, gets 400 `invalid_cursor`, never 422. */
                cursor?: string;
                /** @description Page size from 1 to 100 (section 8); a value outside that range gets 422 `validation_error`. */
                limit?: number;
            };
            header?: {
                /** @description Which connected number to act as when one token serves several numbers of the same business account (section 5). Absent or empty with a single-number token: that number. Absent or empty with a shared token: 400 `ambiguous_number`. An id the token does not hold: 403 `number_not_for_token`. */
                "X-Phone-Number-Id"?: components["parameters"]["PhoneNumberId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of template records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplatePage"];
                };
            };
            /** @description The cursor is malformed, or the token is shared and no number was named. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        code?: "invalid_cursor" | "ambiguous_number";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            /** @description API access is not part of the team's plan. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        code?: "plan_feature_locked";
                    } & components["schemas"]["Error"];
                };
            };
            403: components["responses"]["Forbidden"];
            /** @description A query parameter is invalid, for instance `limit` outside 1 to 100. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        code?: "validation_error";
                    } & components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API description as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Not expected: the resource is normally public. The spec does not say whether it needs a token or an API-enabled plan, so a gateway that protects it may refuse a request without one with a 4xx whose body is not fixed. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The documentation page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not expected: the resource is normally public. The spec does not say whether it needs a token or an API-enabled plan, so a gateway that protects it may refuse a request without one with a 4xx whose body is not fixed. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onMessageReceived: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` followed by the lower-case hex HMAC-SHA256 of the timestamp header value, a full stop and the raw body bytes, keyed with the subscription's signing secret. Compare in constant time, and compare the hex without regard to case: the spec does not promise lower case. The key is the UTF-8 bytes of the secret exactly as shown. */
                "X-Service-Signature": components["parameters"]["ServiceSignature"];
                /** @description Unix time in seconds when the delivery was signed. Reject a delivery whose timestamp is more than 300 seconds away from your clock (section 8). */
                "X-Service-Timestamp": components["parameters"]["ServiceTimestamp"];
                /** @description Name of the event carried by this delivery. */
                "X-Service-Event": "message.received";
                /** @description ULID naming this delivery; it stays the same on every retry, so it is the key to deduplicate on (per tenant when one endpoint serves several). */
                "X-Service-Delivery": components["parameters"]["ServiceDelivery"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event payload as a JSON object. The spec does not show the layout of the service's event payloads, so only the object type is asserted; no fields are defined. */
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none, counts as a failed delivery and is retried under the same `X-Service-Delivery`. After 20 consecutive failures the subscription is switched off until it is registered again in the dashboard. Failures are visible only in the dashboard, never as API errors. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onMessageStatus: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` followed by the lower-case hex HMAC-SHA256 of the timestamp header value, a full stop and the raw body bytes, keyed with the subscription's signing secret. Compare in constant time, and compare the hex without regard to case: the spec does not promise lower case. The key is the UTF-8 bytes of the secret exactly as shown. */
                "X-Service-Signature": components["parameters"]["ServiceSignature"];
                /** @description Unix time in seconds when the delivery was signed. Reject a delivery whose timestamp is more than 300 seconds away from your clock (section 8). */
                "X-Service-Timestamp": components["parameters"]["ServiceTimestamp"];
                /** @description Name of the event carried by this delivery. */
                "X-Service-Event": "message.status";
                /** @description ULID naming this delivery; it stays the same on every retry, so it is the key to deduplicate on (per tenant when one endpoint serves several). */
                "X-Service-Delivery": components["parameters"]["ServiceDelivery"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event payload as a JSON object. The spec does not show the layout of the service's event payloads, so only the object type is asserted; no fields are defined. */
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none, counts as a failed delivery and is retried under the same `X-Service-Delivery`. After 20 consecutive failures the subscription is switched off until it is registered again in the dashboard. Failures are visible only in the dashboard, never as API errors. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onMessageSent: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` followed by the lower-case hex HMAC-SHA256 of the timestamp header value, a full stop and the raw body bytes, keyed with the subscription's signing secret. Compare in constant time, and compare the hex without regard to case: the spec does not promise lower case. The key is the UTF-8 bytes of the secret exactly as shown. */
                "X-Service-Signature": components["parameters"]["ServiceSignature"];
                /** @description Unix time in seconds when the delivery was signed. Reject a delivery whose timestamp is more than 300 seconds away from your clock (section 8). */
                "X-Service-Timestamp": components["parameters"]["ServiceTimestamp"];
                /** @description Name of the event carried by this delivery. */
                "X-Service-Event": "message.sent";
                /** @description ULID naming this delivery; it stays the same on every retry, so it is the key to deduplicate on (per tenant when one endpoint serves several). */
                "X-Service-Delivery": components["parameters"]["ServiceDelivery"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event payload as a JSON object. The spec does not show the layout of the service's event payloads, so only the object type is asserted; no fields are defined. */
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none, counts as a failed delivery and is retried under the same `X-Service-Delivery`. After 20 consecutive failures the subscription is switched off until it is registered again in the dashboard. Failures are visible only in the dashboard, never as API errors. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onTemplateStatus: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` followed by the lower-case hex HMAC-SHA256 of the timestamp header value, a full stop and the raw body bytes, keyed with the subscription's signing secret. Compare in constant time, and compare the hex without regard to case: the spec does not promise lower case. The key is the UTF-8 bytes of the secret exactly as shown. */
                "X-Service-Signature": components["parameters"]["ServiceSignature"];
                /** @description Unix time in seconds when the delivery was signed. Reject a delivery whose timestamp is more than 300 seconds away from your clock (section 8). */
                "X-Service-Timestamp": components["parameters"]["ServiceTimestamp"];
                /** @description Name of the event carried by this delivery. */
                "X-Service-Event": "template.status";
                /** @description ULID naming this delivery; it stays the same on every retry, so it is the key to deduplicate on (per tenant when one endpoint serves several). */
                "X-Service-Delivery": components["parameters"]["ServiceDelivery"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event payload as a JSON object. The spec does not show the layout of the service's event payloads, so only the object type is asserted; no fields are defined. */
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none, counts as a failed delivery and is retried under the same `X-Service-Delivery`. After 20 consecutive failures the subscription is switched off until it is registered again in the dashboard. Failures are visible only in the dashboard, never as API errors. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onAccountError: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` followed by the lower-case hex HMAC-SHA256 of the timestamp header value, a full stop and the raw body bytes, keyed with the subscription's signing secret. Compare in constant time, and compare the hex without regard to case: the spec does not promise lower case. The key is the UTF-8 bytes of the secret exactly as shown. */
                "X-Service-Signature": components["parameters"]["ServiceSignature"];
                /** @description Unix time in seconds when the delivery was signed. Reject a delivery whose timestamp is more than 300 seconds away from your clock (section 8). */
                "X-Service-Timestamp": components["parameters"]["ServiceTimestamp"];
                /** @description Name of the event carried by this delivery. */
                "X-Service-Event": "account.error";
                /** @description ULID naming this delivery; it stays the same on every retry, so it is the key to deduplicate on (per tenant when one endpoint serves several). */
                "X-Service-Delivery": components["parameters"]["ServiceDelivery"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event payload as a JSON object. The spec does not show the layout of the service's event payloads, so only the object type is asserted; no fields are defined. */
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none, counts as a failed delivery and is retried under the same `X-Service-Delivery`. After 20 consecutive failures the subscription is switched off until it is registered again in the dashboard. Failures are visible only in the dashboard, never as API errors. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onConversationEscalated: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` followed by the lower-case hex HMAC-SHA256 of the timestamp header value, a full stop and the raw body bytes, keyed with the subscription's signing secret. Compare in constant time, and compare the hex without regard to case: the spec does not promise lower case. The key is the UTF-8 bytes of the secret exactly as shown. */
                "X-Service-Signature": components["parameters"]["ServiceSignature"];
                /** @description Unix time in seconds when the delivery was signed. Reject a delivery whose timestamp is more than 300 seconds away from your clock (section 8). */
                "X-Service-Timestamp": components["parameters"]["ServiceTimestamp"];
                /** @description Name of the event carried by this delivery. */
                "X-Service-Event": "conversation.escalated";
                /** @description ULID naming this delivery; it stays the same on every retry, so it is the key to deduplicate on (per tenant when one endpoint serves several). */
                "X-Service-Delivery": components["parameters"]["ServiceDelivery"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event payload as a JSON object. The spec does not show the layout of the service's event payloads, so only the object type is asserted; no fields are defined. */
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none, counts as a failed delivery and is retried under the same `X-Service-Delivery`. After 20 consecutive failures the subscription is switched off until it is registered again in the dashboard. Failures are visible only in the dashboard, never as API errors. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderPaid: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` followed by the lower-case hex HMAC-SHA256 of the timestamp header value, a full stop and the raw body bytes, keyed with the subscription's signing secret. Compare in constant time, and compare the hex without regard to case: the spec does not promise lower case. The key is the UTF-8 bytes of the secret exactly as shown. */
                "X-Service-Signature": components["parameters"]["ServiceSignature"];
                /** @description Unix time in seconds when the delivery was signed. Reject a delivery whose timestamp is more than 300 seconds away from your clock (section 8). */
                "X-Service-Timestamp": components["parameters"]["ServiceTimestamp"];
                /** @description Name of the event carried by this delivery. */
                "X-Service-Event": "order.paid";
                /** @description ULID naming this delivery; it stays the same on every retry, so it is the key to deduplicate on (per tenant when one endpoint serves several). */
                "X-Service-Delivery": components["parameters"]["ServiceDelivery"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event payload as a JSON object. The spec does not show the layout of the service's event payloads, so only the object type is asserted; no fields are defined. */
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Any 2xx status acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none, counts as a failed delivery and is retried under the same `X-Service-Delivery`. After 20 consecutive failures the subscription is switched off until it is registered again in the dashboard. Failures are visible only in the dashboard, never as API errors. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
