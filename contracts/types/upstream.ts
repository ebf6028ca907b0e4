// Generated from contracts/upstream.openapi.json by `npm run types`. Do not edit: change the source and regenerate.

export type paths = {
    "/{version}/{phone_number_id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API version segment. */
                version: components["parameters"]["Version"];
                /** @description Id of the business phone number that sends. */
                phone_number_id: components["parameters"]["PhoneNumberId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message
         * @description Sends one message from the business phone number in the path. A 200 means the platform accepted it; delivery is reported later through `messages` webhooks with `statuses`. Free-form messages (everything but templates) are only allowed within 24 hours of the customer's last inbound message; outside it the platform usually accepts the send and fails the message on a status webhook with 131047 (the mock does so by default; its `window-refusal-now` fault refuses in the answer instead). Media the platform cannot download fails the same way, with 131053. The same endpoint marks a message the customer sent as read (`status: "read"` with its `message_id`), answered with `{"success": true}`.
         */
        post: operations["sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{version}/{waba_id}/message_templates": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API version segment. */
                version: components["parameters"]["Version"];
                /** @description Id of the business account that owns the templates. */
                waba_id: components["parameters"]["WabaId"];
            };
            cookie?: never;
        };
        /**
         * List message templates
         * @description Lists the templates of the business account in the path, one entry per name and language, with cursor pagination.
         */
        get: operations["listMessageTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{version}/{waba_id}/phone_numbers": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API version segment. */
                version: components["parameters"]["Version"];
                /** @description Id of the business account that owns the templates. */
                waba_id: components["parameters"]["WabaId"];
            };
            cookie?: never;
        };
        /**
         * List phone numbers
         * @description Lists the phone numbers of the business account in the path, with cursor pagination.
         */
        get: operations["listPhoneNumbers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{version}/{node_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API version segment. */
                version: components["parameters"]["Version"];
                /** @description Id of the object to read: a media id from a customer's message, a template id or a phone number id. */
                node_id: components["parameters"]["NodeId"];
            };
            cookie?: never;
        };
        /**
         * Read an object by its id
         * @description Reads what the id names, with a token of the business account it belongs to: media a customer sent (answering its download link), a template, or a business phone number. An id the mock does not know, or one the token may not read, is answered 400 with code 100 and subcode 33 (a phone number of another business account: 403, code 200). The token is checked before the id.
         */
        get: operations["readObject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/whatsapp_business/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download media
         * @description The file behind a download link that `readObject` answered for a media id, with a token of the same business account. The link lapses five minutes after the retrieval; a lapsed or altered link is answered 404 with code 803, and a new retrieval gives a new link.
         */
        get: operations["downloadMedia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__control/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forget everything: empty state, journal, faults and webhook URL */
        post: operations["controlReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__control/world": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the state with a world */
        put: operations["controlLoadWorld"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__control/customers/{wa_id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A customer writes in (any inbound type) */
        post: operations["controlCustomerWrites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__control/messages/{message_id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a sent message to a new status */
        post: operations["controlAdvanceMessageStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__control/templates/{template_id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a template's status or quality */
        post: operations["controlChangeTemplateStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__control/numbers/{phone_number_id}/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Issue a new token for a number */
        put: operations["controlSetNumberToken"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__control/faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the fault rules in force */
        get: operations["controlListFaults"];
        put?: never;
        /** Add a fault rule */
        post: operations["controlAddFault"];
        /** Remove every fault rule */
        delete: operations["controlClearFaults"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__control/journal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the journal */
        get: operations["controlReadJournal"];
        put?: never;
        post?: never;
        /** Clear the journal */
        delete: operations["controlClearJournal"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__control/webhook-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set where the platform posts its webhooks */
        put: operations["controlSetWebhookUrl"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__control/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the virtual clock */
        get: operations["controlReadClock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__control/clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move the virtual clock forward */
        post: operations["controlAdvanceClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = {
    messages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Inbound messages and delivery statuses
         * @description The platform posts this to the subscriber when a customer writes to a business number, when the delivery state of a business message changes, or when a change-level error occurs. Deliveries may repeat and arrive out of order.
         */
        post: operations["receiveMessagesWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    message_template_status_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Template status changed
         * @description The platform posts this when a template is approved, rejected, flagged, paused, disabled, reinstated, archived or deleted.
         */
        post: operations["receiveTemplateStatusWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    message_template_quality_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Template quality rating changed
         * @description The platform posts this when the quality rating of a template changes.
         */
        post: operations["receiveTemplateQualityWebhook"];
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
         * @description Names the messaging service. The platform accepts only one value here.
         * @constant
         */
        MessagingProduct: "whatsapp";
        /**
         * @description Kind of recipient. The subset covers one-to-one sends only (group sends are left out).
         * @default individual
         * @enum {string}
         */
        RecipientType: "individual";
        /**
         * @description Phone number (with country code) or platform user id of the person the message goes to. The platform normalises it and echoes both forms back in `contacts`.
         * @example 15551234567
         */
        RecipientAddress: string;
        /**
         * @description A point in time as a decimal string of Unix seconds (the platform sends timestamps as strings).
         * @example 1767225600
         */
        UnixSecondsString: string;
        /**
         * Format: uri
         * @description Absolute http(s) URL the platform downloads the media from at send time.
         * @example https://media.harness.test/files/menu.jpg
         */
        MediaLink: string;
        /**
         * @description Identifier of a file in the platform media store: of media a customer sent (in an inbound message webhook, and readable by `GET /{version}/{node_id}`), or of an upload, which this subset does not describe.
         * @example 1037543291543636
         */
        MediaId: string;
        /** @description A media file given either by its media-store `id` or by a public `link`; exactly one of the two. */
        MediaReference: {
            id?: components["schemas"]["MediaId"];
            link?: components["schemas"]["MediaLink"];
        } & (unknown | unknown);
        /** @description Audio content of a send: `id` or `link` (exactly one), and whether it is a voice note. */
        AudioMedia: {
            id?: components["schemas"]["MediaId"];
            link?: components["schemas"]["MediaLink"];
            /** @description Send the file as a voice note (played inline, transcribed and downloaded automatically where the recipient allows it); the platform expects an OGG file with the OPUS codec for that. Absent or false sends a plain audio file. */
            voice?: boolean;
        } & (unknown | unknown);
        /** @description Image or video content of a send: `id` or `link` (exactly one), with an optional caption. */
        CaptionedMedia: {
            id?: components["schemas"]["MediaId"];
            link?: components["schemas"]["MediaLink"];
            /** @description Text shown under the image or video. */
            caption?: string;
        } & (unknown | unknown);
        /** @description Document content of a send: `id` or `link` (exactly one), with optional caption and file name. */
        DocumentMedia: {
            id?: components["schemas"]["MediaId"];
            link?: components["schemas"]["MediaLink"];
            /** @description Text shown under the document. */
            caption?: string;
            /** @description File name the recipient sees, extension included. */
            filename?: string;
        } & (unknown | unknown);
        /** @description Content of a plain text message. */
        TextContent: {
            /** @description The message text. Links in it may get a preview (see `preview_url`). */
            body: string;
            /**
             * @description Ask the client to render a preview of the first URL in `body`.
             * @default false
             */
            preview_url: boolean;
        };
        /** @description Plain-text header of an interactive message. */
        InteractiveTextHeader: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "text";
            /** @description Header line above the body. */
            text: string;
        };
        /** @description Header showing an image. */
        InteractiveImageHeader: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "image";
            image: components["schemas"]["MediaReference"];
        };
        /** @description Header showing a video. */
        InteractiveVideoHeader: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "video";
            video: components["schemas"]["MediaReference"];
        };
        /** @description Header showing a document. */
        InteractiveDocumentHeader: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "document";
            document: components["schemas"]["MediaReference"];
        };
        /** @description Optional header of a reply-button or call-to-action message: text or one media file. */
        InteractiveHeader: components["schemas"]["InteractiveTextHeader"] | components["schemas"]["InteractiveImageHeader"] | components["schemas"]["InteractiveVideoHeader"] | components["schemas"]["InteractiveDocumentHeader"];
        /** @description Body of an interactive message. */
        InteractiveBody: {
            /** @description Main text of the message, shown above the options. */
            text: string;
        };
        /** @description Optional footer of an interactive message. */
        InteractiveFooter: {
            /** @description Small print under the body. */
            text: string;
        };
        /** @description One quick-reply button. */
        ReplyButton: {
            /** @constant */
            type: "reply";
            reply: {
                /** @description Your identifier for the option; it comes back in the `button_reply` of the inbound webhook when tapped. */
                id: string;
                /** @description Label on the button; must differ from the other labels of the message. */
                title: string;
            };
        };
        /** @description Options of a reply-button message. */
        ReplyButtonsAction: {
            /** @description The buttons, in display order. */
            buttons: components["schemas"]["ReplyButton"][];
        };
        /** @description One selectable row of a list message. */
        ListRow: {
            /** @description Your identifier for the row; it comes back in the `list_reply` of the inbound webhook. */
            id: string;
            /** @description Row label. */
            title: string;
            /** @description Second line under the row label. */
            description?: string;
        };
        /** @description A group of rows in a list message. */
        ListSection: {
            /** @description Section heading; needed as soon as the list has more than one section. */
            title?: string;
            rows: components["schemas"]["ListRow"][];
        };
        /** @description Options of a list message. Across all sections there may be at most ten rows in total. */
        ListAction: {
            /** @description Label of the button that opens the list. */
            button: string;
            sections: components["schemas"]["ListSection"][];
        };
        /** @description The one link button of a call-to-action message. */
        CtaUrlAction: {
            /** @constant */
            name: "cta_url";
            parameters: {
                /** @description Label of the single button. */
                display_text: string;
                /**
                 * Format: uri
                 * @description Address opened when the button is tapped.
                 */
                url: string;
            };
        };
        /** @description Message with up to three quick-reply buttons. */
        InteractiveButtonContent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "button";
            header?: components["schemas"]["InteractiveHeader"];
            body: components["schemas"]["InteractiveBody"];
            footer?: components["schemas"]["InteractiveFooter"];
            action: components["schemas"]["ReplyButtonsAction"];
        };
        /** @description Message with a button that opens a list of rows grouped in sections. Only a text header is possible. */
        InteractiveListContent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "list";
            header?: components["schemas"]["InteractiveTextHeader"];
            body: components["schemas"]["InteractiveBody"];
            footer?: components["schemas"]["InteractiveFooter"];
            action: components["schemas"]["ListAction"];
        };
        /** @description Message with one button that opens a URL, so the raw link need not appear in the text. */
        InteractiveCtaUrlContent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "cta_url";
            header?: components["schemas"]["InteractiveHeader"];
            body: components["schemas"]["InteractiveBody"];
            footer?: components["schemas"]["InteractiveFooter"];
            action: components["schemas"]["CtaUrlAction"];
        };
        /** @description Content of an interactive send. The subset covers reply buttons, lists and call-to-action URL buttons; product, catalogue, flow and location-request messages are left out. */
        InteractiveContent: components["schemas"]["InteractiveButtonContent"] | components["schemas"]["InteractiveListContent"] | components["schemas"]["InteractiveCtaUrlContent"];
        /** @description Text value for a header or body placeholder. */
        TemplateTextParameter: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "text";
            /**
             * @description Placeholder name, for a template created with named parameters (`{{order_id}}`). Leave it out for a template with numbered placeholders, whose parameters are matched by position.
             * @example order_id
             */
            parameter_name?: string;
            /** @description Value put in place of the placeholder. */
            text: string;
        };
        /** @description Money amount for a body placeholder. */
        TemplateCurrencyParameter: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "currency";
            /**
             * @description Placeholder name, for a template created with named parameters (`{{order_id}}`). Leave it out for a template with numbered placeholders, whose parameters are matched by position.
             * @example order_id
             */
            parameter_name?: string;
            currency: {
                /** @description Text used when the amount cannot be localised. */
                fallback_value: string;
                /** @description ISO 4217 currency code. */
                code: string;
                /** @description The amount times 1000 (12.34 is 12340). */
                amount_1000: number;
            };
        };
        /** @description Date value for a body placeholder. The cloud platform always shows the fallback text. */
        TemplateDateTimeParameter: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "date_time";
            /**
             * @description Placeholder name, for a template created with named parameters (`{{order_id}}`). Leave it out for a template with numbered placeholders, whose parameters are matched by position.
             * @example order_id
             */
            parameter_name?: string;
            date_time: {
                /** @description The date text as it should appear. */
                fallback_value: string;
            };
        };
        /** @description Image for a template whose header format is IMAGE. No caption. */
        TemplateImageParameter: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "image";
            image: components["schemas"]["MediaReference"];
        };
        /** @description Video for a template whose header format is VIDEO. No caption. */
        TemplateVideoParameter: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "video";
            video: components["schemas"]["MediaReference"];
        };
        /** @description Document (PDF) for a template whose header format is DOCUMENT: `id` or `link`, optional file name, no caption. */
        TemplateDocumentParameter: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "document";
            document: {
                id?: components["schemas"]["MediaId"];
                link?: components["schemas"]["MediaLink"];
                /** @description File name the recipient sees. */
                filename?: string;
            } & (unknown | unknown);
        };
        /** @description Place for a template whose header format is LOCATION. */
        TemplateLocationParameter: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "location";
            location: {
                /** @description Decimal degrees, carried as a string. */
                latitude: string;
                /** @description Decimal degrees, carried as a string. */
                longitude: string;
                /** @description Name of the place. */
                name?: string;
                /** @description Postal address of the place. */
                address?: string;
            };
        };
        /** @description The value for the template header: text for a TEXT header with a placeholder, otherwise the media or place. */
        HeaderSendParameter: components["schemas"]["TemplateTextParameter"] | components["schemas"]["TemplateImageParameter"] | components["schemas"]["TemplateVideoParameter"] | components["schemas"]["TemplateDocumentParameter"] | components["schemas"]["TemplateLocationParameter"];
        /** @description A value for one body placeholder. */
        BodySendParameter: components["schemas"]["TemplateTextParameter"] | components["schemas"]["TemplateCurrencyParameter"] | components["schemas"]["TemplateDateTimeParameter"];
        /** @description Fills the template header. */
        HeaderSendComponent: {
            /** @constant */
            type: "header";
            parameters: components["schemas"]["HeaderSendParameter"][];
        };
        /** @description Fills the body placeholders: in order for numbered placeholders, by `parameter_name` for named ones. */
        BodySendComponent: {
            /** @constant */
            type: "body";
            parameters: components["schemas"]["BodySendParameter"][];
        };
        /**
         * @description Zero-based position of the button among the template buttons (0 to 9). The platform takes a digit string and also tolerates a plain integer.
         * @example 0
         */
        ButtonIndex: string | number;
        /** @description Dynamic part of a URL button. */
        ButtonTextParameter: {
            /** @constant */
            type: "text";
            /** @description Value appended to the URL of the button (or the one-time code of an authentication template). */
            text: string;
        };
        /** @description Payload of a quick-reply button. */
        ButtonPayloadParameter: {
            /** @constant */
            type: "payload";
            /** @description Data returned in the `button` inbound webhook when the button is tapped. */
            payload: string;
        };
        /** @description Code of a copy-code button. */
        CouponCodeParameter: {
            /** @constant */
            type: "coupon_code";
            /** @description Code copied to the clipboard when the button is tapped. */
            coupon_code: string;
        };
        /** @description Fills the variable part of a URL button. An authentication template takes its one-time code this way, on its copy-code button at that button's own index. */
        UrlButtonSendComponent: {
            /** @constant */
            type: "button";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sub_type: "url";
            index: components["schemas"]["ButtonIndex"];
            parameters: components["schemas"]["ButtonTextParameter"][];
        };
        /** @description Sets the payload of a quick-reply button. */
        QuickReplyButtonSendComponent: {
            /** @constant */
            type: "button";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sub_type: "quick_reply";
            index: components["schemas"]["ButtonIndex"];
            parameters: components["schemas"]["ButtonPayloadParameter"][];
        };
        /** @description Sets the code of a coupon (copy-code) button of a marketing template. */
        CopyCodeButtonSendComponent: {
            /** @constant */
            type: "button";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            sub_type: "copy_code";
            index: components["schemas"]["ButtonIndex"];
            parameters: components["schemas"]["CouponCodeParameter"][];
        };
        /** @description Fills one template button, picked by `index`. Static buttons (fixed URL, phone number) take nothing. */
        ButtonSendComponent: components["schemas"]["UrlButtonSendComponent"] | components["schemas"]["QuickReplyButtonSendComponent"] | components["schemas"]["CopyCodeButtonSendComponent"];
        /** @description Values for one part of the template, selected by `type` (header, body, button) and, for buttons, by `sub_type`. Component and parameter type names are lower case here (upper case in the template definition); the platform reads a component `type` and `sub_type` in any case, and the mock lowers them before judging a send. */
        TemplateSendComponent: components["schemas"]["HeaderSendComponent"] | components["schemas"]["BodySendComponent"] | components["schemas"]["ButtonSendComponent"];
        /** @description Which translation of the template to send. */
        TemplateSendLanguage: {
            /**
             * @description Language (and locale) of the approved translation to use, exactly as created; no fallback to another locale.
             * @example en_US
             */
            code: string;
            /**
             * @description Language matching policy; the only value is the default.
             * @enum {string}
             */
            policy?: "deterministic";
        };
        /** @description Template message content. */
        TemplateSendContent: {
            /** @description Name of an approved template of the business account that owns the sending number. */
            name: string;
            language: components["schemas"]["TemplateSendLanguage"];
            /** @description Values for the placeholders and dynamic buttons; omit for a template without any. */
            components?: components["schemas"]["TemplateSendComponent"][];
        };
        /** @description Send a plain text message. */
        TextMessageRequest: {
            messaging_product: components["schemas"]["MessagingProduct"];
            recipient_type?: components["schemas"]["RecipientType"];
            to: components["schemas"]["RecipientAddress"];
            /**
             * @description May be left out: the platform reads a send without `type` as a text message.
             * @default text
             * @constant
             */
            type: "text";
            text: components["schemas"]["TextContent"];
        };
        /** @description Send an image. */
        ImageMessageRequest: {
            messaging_product: components["schemas"]["MessagingProduct"];
            recipient_type?: components["schemas"]["RecipientType"];
            to: components["schemas"]["RecipientAddress"];
            /** @constant */
            type: "image";
            image: components["schemas"]["CaptionedMedia"];
        };
        /** @description Send a video. */
        VideoMessageRequest: {
            messaging_product: components["schemas"]["MessagingProduct"];
            recipient_type?: components["schemas"]["RecipientType"];
            to: components["schemas"]["RecipientAddress"];
            /** @constant */
            type: "video";
            video: components["schemas"]["CaptionedMedia"];
        };
        /** @description Send an audio file. Audio takes no caption. */
        AudioMessageRequest: {
            messaging_product: components["schemas"]["MessagingProduct"];
            recipient_type?: components["schemas"]["RecipientType"];
            to: components["schemas"]["RecipientAddress"];
            /** @constant */
            type: "audio";
            audio: components["schemas"]["AudioMedia"];
        };
        /** @description Send a document. */
        DocumentMessageRequest: {
            messaging_product: components["schemas"]["MessagingProduct"];
            recipient_type?: components["schemas"]["RecipientType"];
            to: components["schemas"]["RecipientAddress"];
            /** @constant */
            type: "document";
            document: components["schemas"]["DocumentMedia"];
        };
        /** @description Send a message with buttons, a list or a link button. */
        InteractiveMessageRequest: {
            messaging_product: components["schemas"]["MessagingProduct"];
            recipient_type?: components["schemas"]["RecipientType"];
            to: components["schemas"]["RecipientAddress"];
            /** @constant */
            type: "interactive";
            interactive: components["schemas"]["InteractiveContent"];
        };
        /** @description Send an approved template, the only kind allowed outside the 24-hour customer service window. */
        TemplateMessageRequest: {
            messaging_product: components["schemas"]["MessagingProduct"];
            recipient_type?: components["schemas"]["RecipientType"];
            to: components["schemas"]["RecipientAddress"];
            /** @constant */
            type: "template";
            template: components["schemas"]["TemplateSendContent"];
        };
        /** @description Body of a send. `type` says which content member is read; a body without `type` is read as text (the platform's default). Members the platform knows but this subset leaves out (`context` replies, `biz_opaque_callback_data`, and the location, contacts, sticker and reaction types) are refused by the mock with code 100. */
        SendMessageRequest: components["schemas"]["TextMessageRequest"] | components["schemas"]["ImageMessageRequest"] | components["schemas"]["VideoMessageRequest"] | components["schemas"]["AudioMessageRequest"] | components["schemas"]["DocumentMessageRequest"] | components["schemas"]["InteractiveMessageRequest"] | components["schemas"]["TemplateMessageRequest"];
        /** @description The platform accepted the message for delivery. Delivery itself is reported later by status webhooks. */
        SendMessageResponse: {
            messaging_product: components["schemas"]["MessagingProduct"];
            contacts: {
                /** @description The `to` value exactly as it was sent. */
                input: string;
                /** @description The platform user id the address resolved to; it can differ from `input`. */
                wa_id: string;
            }[];
            messages: {
                /**
                 * @description Platform message id (`wamid.` prefix); status webhooks for this message carry it.
                 * @example wamid.HBgLMTU1NTEyMzQ1NjcVAgARGBI2QjVGNDdBQzlFMEQ3MjNGNjkA
                 */
                id: string;
                /**
                 * @description How far the platform took the message at acceptance time. Absent on most sends.
                 * @enum {string}
                 */
                message_status?: "accepted" | "held_for_quality_assessment" | "paused";
            }[];
        };
        /** @description Marks a message the customer sent as read (the customer sees blue ticks), posted to the same endpoint as a send. The platform also counts the customer's earlier messages to that number as read. Only a message received within the last 30 days can be marked; an id the number did not receive is refused with 131009. */
        MarkAsReadRequest: {
            messaging_product: components["schemas"]["MessagingProduct"];
            /**
             * @description The only status a business may set on a message.
             * @constant
             */
            status: "read";
            /**
             * @description Id of the inbound message, as the `messages` webhook carried it.
             * @example wamid.HBgLMTIwMjU1NTAxMDEVAgASGBQzQUM5Q0JGQTg5NEZFM0Q2RTVBNwA=
             */
            message_id: string;
            /** @description Also show the customer a typing indicator, until the next message from the business or for at most 25 seconds. */
            typing_indicator?: {
                /** @constant */
                type: "text";
            };
        };
        /** @description The platform took the read receipt. */
        MarkAsReadResponse: {
            /** @constant */
            success: true;
        };
        /** @description Messaging-specific detail of an error. */
        ErrorData: {
            messaging_product: components["schemas"]["MessagingProduct"];
            /** @description Longer explanation of the failure. */
            details: string;
        };
        /** @description The error itself. */
        PlatformError: {
            /** @description Human-readable summary; wording may change, so branch on `code`. */
            message: string;
            /**
             * @description Error family, for example `OAuthException`.
             * @example OAuthException
             */
            type: string;
            /** @description Numeric error code; see `x-platform-error-codes` on `ErrorEnvelope`. */
            code: number;
            /** @description Finer-grained code under `code`, when there is one. */
            error_subcode?: number;
            /** @description Short title suitable for showing to an end user. */
            error_user_title?: string;
            /** @description Message suitable for showing to an end user. */
            error_user_msg?: string;
            error_data?: components["schemas"]["ErrorData"];
            /** @description True when the same request may succeed if retried later. */
            is_transient?: boolean;
            /** @description Opaque trace id of the failed request, for support requests; every error answer has its own. */
            fbtrace_id: string;
        };
        /** @description Body of every non-2xx answer of the platform. `x-platform-error-codes` lists the codes the mock uses: the HTTP status it answers with, a short meaning, whether a retry can help, where the code shows up (`response`, `status-webhook` for the `errors` of a failed status, `inbound-webhook` for errors on inbound messages), and whether the status comes from the official document or was chosen here (`status_basis`). */
        ErrorEnvelope: {
            error: components["schemas"]["PlatformError"];
        };
        /**
         * @description Template category, which decides pricing and what content is allowed.
         * @enum {string}
         */
        TemplateCategory: "MARKETING" | "UTILITY" | "AUTHENTICATION";
        /**
         * @description Review state of a template as the listing reports it. PENDING: in review. APPROVED: sendable. REJECTED: refused in review. IN_APPEAL: the refusal is being appealed. PAUSED: stopped for a while after poor customer feedback. DISABLED: stopped for good. ARCHIVED: put away after a long time unused. PENDING_DELETION / DELETED: removed by the business. LIMIT_EXCEEDED: the business account is at its template limit. FLAGGED, LOCKED and REINSTATED exist only as webhook events (`TemplateStatusEvent`), not as listing states.
         * @enum {string}
         */
        TemplateStatus: "APPROVED" | "PENDING" | "REJECTED" | "IN_APPEAL" | "PAUSED" | "DISABLED" | "ARCHIVED" | "PENDING_DELETION" | "DELETED" | "LIMIT_EXCEEDED";
        /**
         * @description Placeholder style of the template: numbered (`{{1}}`) or named (`{{first_name}}`).
         * @enum {string}
         */
        TemplateParameterFormat: "POSITIONAL" | "NAMED";
        /**
         * @description Quality rating: GREEN high, YELLOW medium, RED low, UNKNOWN not rated yet.
         * @enum {string}
         */
        QualityScore: "GREEN" | "YELLOW" | "RED" | "UNKNOWN";
        /** @description Current quality rating of the template. */
        TemplateQualityScore: {
            score: components["schemas"]["QualityScore"];
            /** @description When the score was set, in Unix seconds. */
            date?: number;
        };
        /**
         * @description Why review refused the template; NONE when it was not refused.
         * @enum {string}
         */
        TemplateRejectedReason: "ABUSIVE_CONTENT" | "CATEGORY_NOT_AVAILABLE" | "INCORRECT_CATEGORY" | "INVALID_FORMAT" | "NONE" | "PROMOTIONAL" | "SCAM" | "TAG_CONTENT_MISMATCH";
        /** @description Header of a template. */
        TemplateHeaderComponent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "HEADER";
            /**
             * @description What the header shows; anything but TEXT must be supplied at send time.
             * @enum {string}
             */
            format: "TEXT" | "IMAGE" | "VIDEO" | "DOCUMENT" | "LOCATION";
            /** @description Header text for format TEXT; may hold one placeholder. */
            text?: string;
            /** @description Sample content given when the template was created. */
            example?: {
                /** @description Sample value of the numbered header placeholder. */
                header_text?: string[];
                /** @description Sample values for named placeholders, one per name. */
                header_text_named_params?: {
                    param_name: string;
                    example: string;
                }[];
                /** @description Handle of the sample media uploaded at creation. */
                header_handle?: string[];
            };
        };
        /** @description Body of a template. */
        TemplateBodyComponent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "BODY";
            /** @description Body text with its placeholders. */
            text: string;
            /** @description Authentication templates: whether the "do not share this code" line is added. */
            add_security_recommendation?: boolean;
            /** @description Sample values given when the template was created. */
            example?: {
                /** @description One list of sample values, in placeholder order. */
                body_text?: string[][];
                /** @description Sample values for named placeholders, one per name. */
                body_text_named_params?: {
                    param_name: string;
                    example: string;
                }[];
            };
        };
        /** @description Footer of a template. Authentication templates show the rendered expiry sentence in `text` as well. */
        TemplateFooterComponent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "FOOTER";
            /** @description Footer text (no placeholders). */
            text: string;
            /** @description Authentication templates: minutes the code stays valid, shown in the footer. */
            code_expiration_minutes?: number;
        };
        /** @description One button of a template. Authentication templates show their code button as OTP (with `otp_type`), or as URL once the platform has converted it. */
        TemplateButton: {
            /**
             * @description Button kind.
             * @enum {string}
             */
            type: "QUICK_REPLY" | "URL" | "PHONE_NUMBER" | "OTP" | "COPY_CODE" | "FLOW" | "CATALOG" | "MPM";
            /** @description Button label. */
            text: string;
            /** @description URL buttons: target address; a trailing `{{1}}` is filled at send time. */
            url?: string;
            /** @description PHONE_NUMBER buttons: number dialled. */
            phone_number?: string;
            /**
             * @description OTP buttons: how the code is handed over.
             * @enum {string}
             */
            otp_type?: "COPY_CODE" | "ONE_TAP" | "ZERO_TAP";
            /** @description Sample of the dynamic part: a list of strings for URL buttons, a single string for copy-code buttons. */
            example?: string | string[];
        };
        /** @description Buttons of a template, in display order; a send addresses them by zero-based index. */
        TemplateButtonsComponent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "BUTTONS";
            buttons: components["schemas"]["TemplateButton"][];
        };
        /** @description One part of a template definition. Type names are upper case here. */
        TemplateComponent: components["schemas"]["TemplateHeaderComponent"] | components["schemas"]["TemplateBodyComponent"] | components["schemas"]["TemplateFooterComponent"] | components["schemas"]["TemplateButtonsComponent"];
        /** @description One translation of a message template, as approved (or not) by review. With a `fields` selection only the fields asked for are there, and `id` always. */
        MessageTemplate: {
            /** @description Template id (one per name and language). Template webhooks carry the same id as a number. */
            id: string;
            /** @description Template name, shared by all its translations. */
            name?: string;
            /**
             * @description Language and locale code of this translation.
             * @example en_US
             */
            language?: string;
            status?: components["schemas"]["TemplateStatus"];
            category?: components["schemas"]["TemplateCategory"];
            /** @description Category before the platform re-categorised the template, if it did. */
            previous_category?: string;
            parameter_format?: components["schemas"]["TemplateParameterFormat"];
            components?: components["schemas"]["TemplateComponent"][];
            quality_score?: components["schemas"]["TemplateQualityScore"];
            rejected_reason?: components["schemas"]["TemplateRejectedReason"];
        };
        /** @description Cursor pagination block of a list answer. */
        CursorPaging: {
            cursors: {
                /** @description Cursor of the first item of this page. */
                before: string;
                /** @description Cursor of the last item of this page. */
                after: string;
            };
            /**
             * Format: uri
             * @description Ready-made URL of the following page; absent on the last page.
             */
            next?: string;
            /**
             * Format: uri
             * @description Ready-made URL of the preceding page; absent on the first page.
             */
            previous?: string;
        };
        /** @description One page of templates. `paging` is left out when `data` is empty; `summary` is there when the request asked for it. */
        MessageTemplatePage: {
            data: components["schemas"]["MessageTemplate"][];
            paging?: components["schemas"]["CursorPaging"];
            /** @description Totals the request asked for with `summary`; each is there only when named. */
            summary?: {
                /** @description How many templates the filters select (every page of them, not just this one). */
                total_count?: number;
                /** @description How many templates the business account has, whatever the filters. */
                message_template_count?: number;
                /** @description How many templates the business account may have. */
                message_template_limit?: number;
                /** @description The status of the account's template translations. The platform says no more; the mock answers true when every template name has a translation in every language the account uses. */
                are_translations_complete?: boolean;
            };
        };
        /** @description A media id turned into a download link. The link answers the file only with an access token of the same business account, and only for five minutes. */
        RetrievedMedia: {
            messaging_product: components["schemas"]["MessagingProduct"];
            /**
             * Format: uri
             * @description Where the file downloads, with the access token; follow it as given.
             */
            url: string;
            /** @description The file's MIME type; the download answers with it as its content type. */
            mime_type: string;
            /** @description SHA-256 of the file, base64, as the inbound message webhook carried it. */
            sha256: string;
            /** @description Size of the file in bytes, written as a decimal string. */
            file_size: string;
            id: components["schemas"]["MediaId"];
        };
        /**
         * @description Quality rating of a business number: GREEN high, YELLOW medium, RED low; a number not rated yet reads UNKNOWN (the published document also names NA for it).
         * @enum {string}
         */
        PhoneNumberQualityRating: "GREEN" | "YELLOW" | "RED" | "UNKNOWN" | "NA";
        /** @description A business phone number. With a `fields` selection only the fields asked for are there, and `id` always. */
        PhoneNumber: {
            /** @description Phone number id, the one in send paths. */
            id: string;
            /** @description The number as people read it, e.g. `+1 202-555-0110`. */
            display_phone_number?: string;
            /** @description The business name shown with the number. */
            verified_name?: string;
            quality_rating?: components["schemas"]["PhoneNumberQualityRating"];
        };
        /** @description One page of a business account's phone numbers. `paging` is left out when `data` is empty; `summary` is there when the request asked for it. */
        PhoneNumberPage: {
            data: components["schemas"]["PhoneNumber"][];
            paging?: components["schemas"]["CursorPaging"];
            /** @description Totals over every page. */
            summary?: {
                /** @description How many phone numbers the business account has. */
                total_count?: number;
            };
        };
        /**
         * @description Kind of object the webhook is about; always the business account for these fields.
         * @constant
         */
        WebhookObject: "whatsapp_business_account";
        /** @description Which business number the change belongs to. */
        WebhookMetadata: {
            /** @description The business number, digits only (no plus sign, spaces or dashes), whatever its display form. */
            display_phone_number: string;
            /** @description Id of the business number the change concerns. */
            phone_number_id: string;
        };
        /** @description Who a change concerns: on inbound messages the customer who wrote (with the profile name), on statuses the recipient (ids only). */
        WebhookContact: {
            profile?: {
                /** @description Profile name the customer set in their client. */
                name: string;
            };
            /** @description Platform user id of the customer; usually, but not always, their phone number. */
            wa_id: string;
            /**
             * @description The customer's business-scoped user id: stable towards one business, different towards another. Sent beside the phone number; for a customer who hides their number behind a username it is the only id.
             * @example US.13491208655302741918
             */
            user_id: string;
        };
        /** @description An error reported inside a webhook (failed status, unusable inbound message, or change-level problem). */
        WebhookError: {
            /** @description Numeric error code (see `x-platform-error-codes` on `ErrorEnvelope`). */
            code: number;
            /** @description Short name of the error. */
            title: string;
            /** @description Same as, or close to, the title. */
            message?: string;
            error_data?: {
                /** @description Longer explanation. */
                details: string;
            };
            /**
             * Format: uri
             * @description Link to the error-code documentation.
             */
            href?: string;
        };
        /** @description Link back to the business message an inbound message answers. */
        InboundContext: {
            /** @description The business number the original message came from. */
            from: string;
            /** @description Id of the business message the customer reacted to (the one with the tapped button). */
            id: string;
        };
        /** @description Text the customer wrote. */
        InboundTextMessage: {
            /** @description Platform user id of the customer who wrote. */
            from: string;
            /**
             * @description Business-scoped user id of the customer who wrote (the `user_id` of the matching `contacts` entry).
             * @example US.13491208655302741918
             */
            from_user_id?: string;
            /** @description Platform id of the inbound message. */
            id: string;
            timestamp: components["schemas"]["UnixSecondsString"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "text";
            context?: components["schemas"]["InboundContext"];
            text: {
                /** @description What the customer wrote. */
                body: string;
            };
        };
        /** @description Image the customer sent. */
        InboundImageMessage: {
            /** @description Platform user id of the customer who wrote. */
            from: string;
            /**
             * @description Business-scoped user id of the customer who wrote (the `user_id` of the matching `contacts` entry).
             * @example US.13491208655302741918
             */
            from_user_id?: string;
            /** @description Platform id of the inbound message. */
            id: string;
            timestamp: components["schemas"]["UnixSecondsString"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "image";
            context?: components["schemas"]["InboundContext"];
            /** @description The image. */
            image: {
                /** @description Media id; the media endpoint (not in this subset) turns it into a download URL. */
                id: string;
                /**
                 * @description MIME type of the file.
                 * @example image/jpeg
                 */
                mime_type: string;
                /** @description SHA-256 hash of the file. */
                sha256: string;
                /** @description Caption the customer added. */
                caption?: string;
            };
        };
        /** @description Video the customer sent. */
        InboundVideoMessage: {
            /** @description Platform user id of the customer who wrote. */
            from: string;
            /**
             * @description Business-scoped user id of the customer who wrote (the `user_id` of the matching `contacts` entry).
             * @example US.13491208655302741918
             */
            from_user_id?: string;
            /** @description Platform id of the inbound message. */
            id: string;
            timestamp: components["schemas"]["UnixSecondsString"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "video";
            context?: components["schemas"]["InboundContext"];
            /** @description The video. */
            video: {
                /** @description Media id; the media endpoint (not in this subset) turns it into a download URL. */
                id: string;
                /**
                 * @description MIME type of the file.
                 * @example image/jpeg
                 */
                mime_type: string;
                /** @description SHA-256 hash of the file. */
                sha256: string;
                /** @description Caption the customer added. */
                caption?: string;
            };
        };
        /** @description Audio file or voice note the customer sent. */
        InboundAudioMessage: {
            /** @description Platform user id of the customer who wrote. */
            from: string;
            /**
             * @description Business-scoped user id of the customer who wrote (the `user_id` of the matching `contacts` entry).
             * @example US.13491208655302741918
             */
            from_user_id?: string;
            /** @description Platform id of the inbound message. */
            id: string;
            timestamp: components["schemas"]["UnixSecondsString"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "audio";
            context?: components["schemas"]["InboundContext"];
            /** @description The audio. */
            audio: {
                /** @description Media id; the media endpoint (not in this subset) turns it into a download URL. */
                id: string;
                /**
                 * @description MIME type of the file.
                 * @example image/jpeg
                 */
                mime_type: string;
                /** @description SHA-256 hash of the file. */
                sha256: string;
                /** @description True for a voice note recorded in the client, false for an attached audio file. */
                voice: boolean;
                /** @description Voice notes only, and only when the customer write gave one: the length in milliseconds. An addition of this mock; the published platform format carries no length, which a gateway would otherwise learn by reading the file. */
                duration_ms?: number;
            };
        };
        /** @description Document the customer sent. */
        InboundDocumentMessage: {
            /** @description Platform user id of the customer who wrote. */
            from: string;
            /**
             * @description Business-scoped user id of the customer who wrote (the `user_id` of the matching `contacts` entry).
             * @example US.13491208655302741918
             */
            from_user_id?: string;
            /** @description Platform id of the inbound message. */
            id: string;
            timestamp: components["schemas"]["UnixSecondsString"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "document";
            context?: components["schemas"]["InboundContext"];
            /** @description The document. */
            document: {
                /** @description Media id; the media endpoint (not in this subset) turns it into a download URL. */
                id: string;
                /**
                 * @description MIME type of the file.
                 * @example image/jpeg
                 */
                mime_type: string;
                /** @description SHA-256 hash of the file. */
                sha256: string;
                /** @description Name of the file. */
                filename: string;
                /** @description Caption the customer added. */
                caption?: string;
            };
        };
        /** @description The customer tapped a quick-reply button of a template message. */
        InboundButtonMessage: {
            /** @description Platform user id of the customer who wrote. */
            from: string;
            /**
             * @description Business-scoped user id of the customer who wrote (the `user_id` of the matching `contacts` entry).
             * @example US.13491208655302741918
             */
            from_user_id?: string;
            /** @description Platform id of the inbound message. */
            id: string;
            timestamp: components["schemas"]["UnixSecondsString"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "button";
            context: components["schemas"]["InboundContext"];
            button: {
                /** @description Payload set for the button (at send time, or at creation). */
                payload: string;
                /** @description Label of the tapped button. */
                text: string;
            };
        };
        /** @description A reply button was tapped. */
        InboundButtonReply: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "button_reply";
            button_reply: {
                /** @description The `id` given to the button at send time. */
                id: string;
                /** @description Its label. */
                title: string;
            };
        };
        /** @description A list row was picked. */
        InboundListReply: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "list_reply";
            list_reply: {
                /** @description The `id` given to the row at send time. */
                id: string;
                /** @description Row label. */
                title: string;
                /** @description Row description, when the row had one. */
                description?: string;
            };
        };
        /** @description Which option of an interactive message the customer chose. */
        InboundInteractiveReply: components["schemas"]["InboundButtonReply"] | components["schemas"]["InboundListReply"];
        /** @description The customer answered a reply-button or list message. */
        InboundInteractiveMessage: {
            /** @description Platform user id of the customer who wrote. */
            from: string;
            /**
             * @description Business-scoped user id of the customer who wrote (the `user_id` of the matching `contacts` entry).
             * @example US.13491208655302741918
             */
            from_user_id?: string;
            /** @description Platform id of the inbound message. */
            id: string;
            timestamp: components["schemas"]["UnixSecondsString"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "interactive";
            context: components["schemas"]["InboundContext"];
            interactive: components["schemas"]["InboundInteractiveReply"];
        };
        /** @description A message the platform cannot pass on (for example an unsupported type); `errors` says why. */
        InboundUnsupportedMessage: {
            /** @description Platform user id of the customer who wrote. */
            from: string;
            /**
             * @description Business-scoped user id of the customer who wrote (the `user_id` of the matching `contacts` entry).
             * @example US.13491208655302741918
             */
            from_user_id?: string;
            /** @description Platform id of the inbound message. */
            id: string;
            timestamp: components["schemas"]["UnixSecondsString"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "unsupported";
            context?: components["schemas"]["InboundContext"];
            errors: components["schemas"]["WebhookError"][];
        };
        /** @description A message a customer sent to the business number. The subset covers these types; others (location, contacts, sticker, reaction, order, system) are left out. Unknown members must be tolerated. */
        InboundMessage: components["schemas"]["InboundTextMessage"] | components["schemas"]["InboundImageMessage"] | components["schemas"]["InboundAudioMessage"] | components["schemas"]["InboundVideoMessage"] | components["schemas"]["InboundDocumentMessage"] | components["schemas"]["InboundButtonMessage"] | components["schemas"]["InboundInteractiveMessage"] | components["schemas"]["InboundUnsupportedMessage"];
        /** @description Conversation the message was billed in (older pricing model; may be absent). */
        StatusConversation: {
            /** @description Conversation id. */
            id: string;
            expiration_timestamp?: components["schemas"]["UnixSecondsString"];
            origin?: {
                /** @description What opened the conversation, e.g. `service` or `marketing`. */
                type: string;
            };
        };
        /** @description How the message is priced. */
        StatusPricing: {
            /** @description Whether the message is charged. */
            billable?: boolean;
            /**
             * @description CBP: per conversation. PMP: per message.
             * @enum {string}
             */
            pricing_model: "CBP" | "PMP";
            /** @description Pricing category, e.g. `marketing`, `utility`, `authentication`, `service`. */
            category: string;
            /** @description Pricing type under the per-message model, e.g. `regular` or `free_customer_service`. */
            type?: string;
        };
        /** @description A change in the delivery state of a message the business sent. Updates may arrive out of order. */
        MessageStatusUpdate: {
            /** @description Id of the business message (the `messages[].id` of the send answer). */
            id: string;
            /**
             * @description sent: handed to the network. delivered: reached the device. read: opened. played: a voice message was played. failed: could not be sent or delivered; `errors` says why.
             * @enum {string}
             */
            status: "sent" | "delivered" | "read" | "played" | "failed";
            timestamp: components["schemas"]["UnixSecondsString"];
            /** @description Platform user id of the recipient. */
            recipient_id: string;
            /**
             * @description Business-scoped user id of the recipient.
             * @example US.13491208655302741918
             */
            recipient_user_id: string;
            conversation?: components["schemas"]["StatusConversation"];
            pricing?: components["schemas"]["StatusPricing"];
            /** @description Tracking string the business attached to the send, echoed back. */
            biz_opaque_callback_data?: string;
            errors?: components["schemas"]["WebhookError"][];
        } | unknown | unknown;
        /** @description Content of a `messages` change: inbound messages, status updates, or errors. */
        MessagesChangeValue: {
            messaging_product: components["schemas"]["MessagingProduct"];
            metadata: components["schemas"]["WebhookMetadata"];
            /** @description The customer of the change: the sender of the inbound messages, or the recipient of the statuses, with both of their ids. */
            contacts?: components["schemas"]["WebhookContact"][];
            messages?: components["schemas"]["InboundMessage"][];
            statuses?: components["schemas"]["MessageStatusUpdate"][];
            /** @description Problems that concern the change as a whole rather than one message. */
            errors?: components["schemas"]["WebhookError"][];
        } | unknown | unknown | unknown;
        /** @description One change of the `messages` field. */
        MessagesChange: {
            /** @constant */
            field: "messages";
            value: components["schemas"]["MessagesChangeValue"];
        };
        /** @description Changes for one business account. */
        MessagesWebhookEntry: {
            /** @description Business account id. */
            id: string;
            changes: components["schemas"]["MessagesChange"][];
        };
        /** @description Body the platform posts for the `messages` webhook field. */
        MessagesWebhookPayload: {
            object: components["schemas"]["WebhookObject"];
            entry: components["schemas"]["MessagesWebhookEntry"][];
        };
        /**
         * @description Template status event. Besides the listing states it has FLAGGED (negative feedback, at risk of being paused), LOCKED (can no longer be edited) and REINSTATED (no longer flagged or paused).
         * @enum {string}
         */
        TemplateStatusEvent: "APPROVED" | "ARCHIVED" | "DELETED" | "DISABLED" | "FLAGGED" | "IN_APPEAL" | "LIMIT_EXCEEDED" | "LOCKED" | "PAUSED" | "PENDING" | "PENDING_DELETION" | "REINSTATED" | "REJECTED";
        /** @description A template status changed. */
        TemplateStatusUpdate: {
            event: components["schemas"]["TemplateStatusEvent"];
            /** @description Template id, as a JSON number here (the listing gives the same id as a string). */
            message_template_id: number;
            /** @description Template name. */
            message_template_name: string;
            /** @description Language and locale code of the translation concerned. */
            message_template_language: string;
            /** @description Why the status changed: a rejection reason (see `TemplateRejectedReason`), `NONE`, or null when the template is scheduled for deletion. */
            reason: string | null;
            message_template_category?: components["schemas"]["TemplateCategory"];
            /** @description Present when the template was disabled. */
            disable_info?: {
                /** @description When the template was disabled, in Unix seconds. */
                disable_date?: number;
            };
            /** @description Present on pause, unpause, lock and unlock events. */
            other_info?: {
                /** @description Kind of pause or lock event, e.g. FIRST_PAUSE, SECOND_PAUSE, UNPAUSE. */
                title?: string;
                /** @description Explanation of the event. */
                description?: string;
            };
            /** @description Present when the template was rejected for its format. */
            rejection_info?: {
                /** @description What review found wrong. */
                reason?: string;
                /** @description How to fix it. */
                recommendation?: string;
            };
        };
        /** @description A template quality rating changed. */
        TemplateQualityUpdate: {
            previous_quality_score: components["schemas"]["QualityScore"];
            new_quality_score: components["schemas"]["QualityScore"];
            /** @description Template id, as a JSON number here (the listing gives the same id as a string). */
            message_template_id: number;
            /** @description Template name. */
            message_template_name: string;
            /** @description Language and locale code of the translation concerned. */
            message_template_language: string;
        };
        /** @description One change of the `message_template_status_update` field. */
        TemplateStatusChange: {
            /** @constant */
            field: "message_template_status_update";
            value: components["schemas"]["TemplateStatusUpdate"];
        };
        /** @description Changes for one business account. */
        TemplateStatusWebhookEntry: {
            /** @description Business account id. */
            id: string;
            /** @description When the platform raised the change, in Unix seconds. */
            time?: number;
            changes: components["schemas"]["TemplateStatusChange"][];
        };
        /** @description Body the platform posts for the `message_template_status_update` webhook field. */
        TemplateStatusWebhookPayload: {
            object: components["schemas"]["WebhookObject"];
            entry: components["schemas"]["TemplateStatusWebhookEntry"][];
        };
        /** @description One change of the `message_template_quality_update` field. */
        TemplateQualityChange: {
            /** @constant */
            field: "message_template_quality_update";
            value: components["schemas"]["TemplateQualityUpdate"];
        };
        /** @description Changes for one business account. */
        TemplateQualityWebhookEntry: {
            /** @description Business account id. */
            id: string;
            /** @description When the platform raised the change, in Unix seconds. */
            time?: number;
            changes: components["schemas"]["TemplateQualityChange"][];
        };
        /** @description Body the platform posts for the `message_template_quality_update` webhook field. */
        TemplateQualityWebhookPayload: {
            object: components["schemas"]["WebhookObject"];
            entry: components["schemas"]["TemplateQualityWebhookEntry"][];
        };
        /** @description Refusal of a control request, naming what was wrong. */
        ControlError: {
            /**
             * @description Short machine-readable reason.
             * @example invalid_request
             */
            error: string;
            /** @description What was wrong, naming the field and the value received. */
            message: string;
        };
        /** @description A world fixture, in the format of the project's fixtures/worlds/world.schema.json. The mock validates it and answers 400 naming the first problems. */
        ControlWorld: {
            name: string;
            clock: Record<string, never>;
            upstream: Record<string, never>;
            workspaces: unknown[];
            business_accounts: unknown[];
            numbers: unknown[];
            customers: unknown[];
            subscriptions: unknown[];
        };
        /** @description A customer writes to a business number. The mock records it as inbound history (which opens the 24-hour window on the platform) and posts the signed `messages` webhook to the gateway. */
        CustomerWrite: {
            phone_number_id: string;
            /** @description Name shown in the webhook contact block; defaults to the customer's name in the world. */
            profile_name?: string;
            message: components["schemas"]["CustomerMessage"];
        };
        /** @description What the customer sends. */
        CustomerMessage: {
            /** @constant */
            type: "text";
            text: string;
        } | {
            /** @enum {unknown} */
            type: "image" | "video" | "document" | "audio";
            mime_type: string;
            caption?: string;
            filename?: string;
            /** @description audio only: a voice note. */
            voice?: boolean;
            duration_ms?: number;
        } | {
            /** @constant */
            type: "button";
            text: string;
            payload: string;
        } | {
            /** @constant */
            type: "interactive";
            reply: {
                /** @enum {unknown} */
                kind: "button_reply" | "list_reply";
                id: string;
                title: string;
                description?: string;
            };
        };
        CustomerWriteResult: {
            /** @description Platform id of the inbound message. */
            message_id: string;
            /**
             * @description Whether a webhook to the gateway was queued.
             * @enum {string}
             */
            webhook: "queued" | "no_webhook_url";
        };
        /** @description Moves a message the gateway sent to a new status and posts the signed status webhook. */
        MessageStatusChange: {
            /** @enum {string} */
            status: "sent" | "delivered" | "read" | "played" | "failed";
            /** @description For failed: the platform error the status carries. */
            error?: {
                code: number;
                details?: string;
            };
        };
        MessageStatusResult: {
            message_id: string;
            status: string;
            /** @enum {string} */
            webhook: "queued" | "no_webhook_url";
        };
        /** @description Changes a template's review state or quality on the platform and posts the matching webhook. */
        ControlTemplateStatusChange: {
            event?: components["schemas"]["TemplateStatusEvent"];
            /** @description Reason carried by the status webhook (e.g. a rejection reason). */
            reason?: string;
            quality_score?: components["schemas"]["QualityScore"];
        };
        TemplateStatusResult: {
            template_id: string;
            status: components["schemas"]["TemplateStatus"];
            /** @description How many webhooks were queued. */
            webhooks: number;
        };
        /** @description A declarative fault: which requests it applies to, how often, and what happens instead of (or on top of) the normal answer. */
        FaultRule: {
            id?: string;
            match?: {
                /** @enum {string} */
                route?: "send" | "templates" | "webhook";
                phoneNumberId?: string;
                templateName?: string;
                businessAccountId?: string;
            };
            /** @description Apply at most this many times. */
            times?: number;
            /** @description Chance per matching request, drawn from the mock's seeded generator. */
            probability?: number;
            action: components["schemas"]["FaultAction"];
        };
        /** @description What the fault does. */
        FaultAction: {
            /** @constant */
            kind: "latency";
            ms: number;
        } | {
            /** @constant */
            kind: "latency";
            minMs: number;
            maxMs: number;
        } | {
            /** @constant */
            kind: "platform-error";
            code: number;
            details?: string;
        } | {
            /** @constant */
            kind: "http-status";
            /** @enum {integer} */
            status: 500 | 502 | 503 | 504;
        } | {
            /** @enum {unknown} */
            kind: "reset" | "hang" | "malformed-body";
        } | {
            /** @constant */
            kind: "later-failure";
            code: number;
            details?: string;
        } | {
            /** @constant */
            kind: "window-refusal-now";
        };
        FaultList: {
            rules: components["schemas"]["FaultRule"][];
        };
        /** @description One request the mock received, or one webhook delivery attempt it made. Authorization and signature headers are redacted. */
        JournalEntry: {
            seq: number;
            /** Format: date-time */
            at: string;
            /** @enum {string} */
            kind: "request" | "webhook";
            method: string;
            path: string;
            headers: {
                [key: string]: string;
            };
            body?: unknown;
            response?: {
                status: number;
                body?: unknown;
            };
            /** @description Webhook attempts: id, attempt number and outcome. */
            delivery?: Record<string, never>;
        };
        JournalPage: {
            entries: components["schemas"]["JournalEntry"][];
            /** @description Size of the ring; older entries are dropped. */
            capacity: number;
            /** @description Entries dropped since the last clear. */
            dropped: number;
        };
        WebhookTarget: {
            /**
             * Format: uri
             * @description Where the platform posts its webhooks (the gateway's upstream webhook URL).
             */
            url: string;
        };
        ClockState: {
            /** Format: date-time */
            now: string;
        };
        ClockAdvance: {
            seconds: number;
        };
        /** @description The token the platform now issues for a number (after the gateway reconnected it); the old one stops working at once. */
        NumberToken: {
            token: string;
        };
    };
    responses: {
        /** @description The request was refused: a field is missing or invalid, the template does not fit, or the recipient may not receive free-form messages now. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The access token is missing, unknown, revoked or expired. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The token may not act on this phone number or business account. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description A path the platform does not serve, or (for a download) a link it did not make or that has lapsed. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description A rate limit was hit. Retry later with backoff. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Unexpected failure inside the platform. A retry may succeed. */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description A platform service is temporarily unavailable. A retry may succeed. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The control request was malformed; the message names the field. */
        ControlBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ControlError"];
            };
        };
        /** @description No such number, customer, message or template in the current world. */
        ControlNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ControlError"];
            };
        };
    };
    parameters: {
        /** @description API version segment. */
        Version: string;
        /** @description Id of the business phone number that sends. */
        PhoneNumberId: string;
        /** @description Id of the business account that owns the templates. */
        WabaId: string;
        /** @description Id of the object to read: a media id from a customer's message, a template id or a phone number id. */
        NodeId: string;
        /** @description For media: read it only if it was sent to this business phone number; media sent to another number is answered as an unknown object. */
        MediaOwnerNumber: string;
        /** @description Media id, as the retrieval wrote it into the link. */
        MediaLinkMedia: string;
        /** @description When the link lapses, in Unix seconds, as the retrieval wrote it into the link. */
        MediaLinkExpiry: string;
        /** @description The platform's seal over the media id and the time it lapses, as the retrieval wrote it into the link. */
        MediaLinkHash: string;
        /** @description Largest number of templates on one page. */
        Limit: number;
        /** @description Return the page after this cursor (`paging.cursors.after` of the previous page). */
        After: string;
        /** @description Return the page before this cursor (`paging.cursors.before` of the current page). */
        Before: string;
        /** @description Comma-separated fields to return, e.g. `name,status,quality_score`. Without it the answer has the object's default fields (a template: id, name, language, status, category, parameter_format, components; a phone number: id, display_phone_number, verified_name, quality_rating); with it only the fields named, plus `id`. Names of fields the mock does not model are left out of the answer, not refused. */
        Fields: string;
        /** @description Only templates with this name. */
        TemplateNameFilter: string;
        /** @description Only templates in one of these statuses (comma-separated). */
        TemplateStatusFilter: string;
        /** @description Only translations in one of these language and locale codes (comma-separated). */
        TemplateLanguageFilter: string;
        /** @description Only templates of one of these categories (comma-separated). */
        TemplateCategoryFilter: string;
        /** @description Only templates with one of these quality scores (comma-separated; a template not rated yet counts as `UNKNOWN`). */
        TemplateQualityFilter: string;
        /** @description Only templates whose text (header, body or footer) contains this, in any case. */
        TemplateContentFilter: string;
        /** @description Only templates whose name contains this, or whose text does (in any case). */
        TemplateNameOrContentFilter: string;
        /** @description `sha256=` followed by the lower-case hex HMAC-SHA256 of the raw request body, keyed with the app secret. The subscriber recomputes it over the exact bytes received and compares in constant time. */
        HubSignature256: string;
        /** @description Comma-separated totals to add as `summary`: `total_count`, `message_template_count`, `message_template_limit` and `are_translations_complete` (see `MessageTemplatePage`). Other names are ignored. */
        TemplateSummary: string;
        /** @description Comma-separated totals to add as `summary`: the mock knows `total_count`. */
        NumberSummary: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    sendMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description API version segment. */
                version: components["parameters"]["Version"];
                /** @description Id of the business phone number that sends. */
                phone_number_id: components["parameters"]["PhoneNumberId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendMessageRequest"] | components["schemas"]["MarkAsReadRequest"];
            };
        };
        responses: {
            /** @description Accepted for delivery, or (for a read receipt) taken. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendMessageResponse"] | components["schemas"]["MarkAsReadResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMessageTemplates: {
        parameters: {
            query?: {
                /** @description Largest number of templates on one page. */
                limit?: components["parameters"]["Limit"];
                /** @description Return the page after this cursor (`paging.cursors.after` of the previous page). */
                after?: components["parameters"]["After"];
                /** @description Return the page before this cursor (`paging.cursors.before` of the current page). */
                before?: components["parameters"]["Before"];
                /** @description Comma-separated fields to return, e.g. `name,status,quality_score`. Without it the answer has the object's default fields (a template: id, name, language, status, category, parameter_format, components; a phone number: id, display_phone_number, verified_name, quality_rating); with it only the fields named, plus `id`. Names of fields the mock does not model are left out of the answer, not refused. */
                fields?: components["parameters"]["Fields"];
                /** @description Comma-separated totals to add as `summary`: `total_count`, `message_template_count`, `message_template_limit` and `are_translations_complete` (see `MessageTemplatePage`). Other names are ignored. */
                summary?: components["parameters"]["TemplateSummary"];
                /** @description Only templates with this name. */
                name?: components["parameters"]["TemplateNameFilter"];
                /** @description Only templates in one of these statuses (comma-separated). */
                status?: components["parameters"]["TemplateStatusFilter"];
                /** @description Only translations in one of these language and locale codes (comma-separated). */
                language?: components["parameters"]["TemplateLanguageFilter"];
                /** @description Only templates of one of these categories (comma-separated). */
                category?: components["parameters"]["TemplateCategoryFilter"];
                /** @description Only templates with one of these quality scores (comma-separated; a template not rated yet counts as `UNKNOWN`). */
                quality_score?: components["parameters"]["TemplateQualityFilter"];
                /** @description Only templates whose text (header, body or footer) contains this, in any case. */
                content?: components["parameters"]["TemplateContentFilter"];
                /** @description Only templates whose name contains this, or whose text does (in any case). */
                name_or_content?: components["parameters"]["TemplateNameOrContentFilter"];
            };
            header?: never;
            path: {
                /** @description API version segment. */
                version: components["parameters"]["Version"];
                /** @description Id of the business account that owns the templates. */
                waba_id: components["parameters"]["WabaId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of templates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageTemplatePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPhoneNumbers: {
        parameters: {
            query?: {
                /** @description Largest number of templates on one page. */
                limit?: components["parameters"]["Limit"];
                /** @description Return the page after this cursor (`paging.cursors.after` of the previous page). */
                after?: components["parameters"]["After"];
                /** @description Return the page before this cursor (`paging.cursors.before` of the current page). */
                before?: components["parameters"]["Before"];
                /** @description Comma-separated fields to return, e.g. `name,status,quality_score`. Without it the answer has the object's default fields (a template: id, name, language, status, category, parameter_format, components; a phone number: id, display_phone_number, verified_name, quality_rating); with it only the fields named, plus `id`. Names of fields the mock does not model are left out of the answer, not refused. */
                fields?: components["parameters"]["Fields"];
                /** @description Comma-separated totals to add as `summary`: the mock knows `total_count`. */
                summary?: components["parameters"]["NumberSummary"];
            };
            header?: never;
            path: {
                /** @description API version segment. */
                version: components["parameters"]["Version"];
                /** @description Id of the business account that owns the templates. */
                waba_id: components["parameters"]["WabaId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of phone numbers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhoneNumberPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    readObject: {
        parameters: {
            query?: {
                /** @description Comma-separated fields to return, e.g. `name,status,quality_score`. Without it the answer has the object's default fields (a template: id, name, language, status, category, parameter_format, components; a phone number: id, display_phone_number, verified_name, quality_rating); with it only the fields named, plus `id`. Names of fields the mock does not model are left out of the answer, not refused. */
                fields?: components["parameters"]["Fields"];
                /** @description For media: read it only if it was sent to this business phone number; media sent to another number is answered as an unknown object. */
                phone_number_id?: components["parameters"]["MediaOwnerNumber"];
            };
            header?: never;
            path: {
                /** @description API version segment. */
                version: components["parameters"]["Version"];
                /** @description Id of the object to read: a media id from a customer's message, a template id or a phone number id. */
                node_id: components["parameters"]["NodeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RetrievedMedia"] | components["schemas"]["MessageTemplate"] | components["schemas"]["PhoneNumber"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    downloadMedia: {
        parameters: {
            query: {
                /** @description Media id, as the retrieval wrote it into the link. */
                mid: components["parameters"]["MediaLinkMedia"];
                /** @description When the link lapses, in Unix seconds, as the retrieval wrote it into the link. */
                ext: components["parameters"]["MediaLinkExpiry"];
                /** @description The platform's seal over the media id and the time it lapses, as the retrieval wrote it into the link. */
                hash: components["parameters"]["MediaLinkHash"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, under its own MIME type as content type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    controlReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ControlBadRequest"];
        };
    };
    controlLoadWorld: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The world fixture. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ControlWorld"];
            };
        };
        responses: {
            /** @description Loaded. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ControlBadRequest"];
        };
    };
    controlCustomerWrites: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer's phone number, digits only. */
                wa_id: string;
            };
            cookie?: never;
        };
        /** @description The message. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerWrite"];
            };
        };
        responses: {
            /** @description Recorded; webhook queued if a URL is set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerWriteResult"];
                };
            };
            400: components["responses"]["ControlBadRequest"];
            404: components["responses"]["ControlNotFound"];
        };
    };
    controlAdvanceMessageStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Platform message id returned by the send. */
                message_id: string;
            };
            cookie?: never;
        };
        /** @description The new status. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageStatusChange"];
            };
        };
        responses: {
            /** @description Status changed; webhook queued if a URL is set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageStatusResult"];
                };
            };
            400: components["responses"]["ControlBadRequest"];
            404: components["responses"]["ControlNotFound"];
        };
    };
    controlChangeTemplateStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Template id. */
                template_id: string;
            };
            cookie?: never;
        };
        /** @description The change. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ControlTemplateStatusChange"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateStatusResult"];
                };
            };
            400: components["responses"]["ControlBadRequest"];
            404: components["responses"]["ControlNotFound"];
        };
    };
    controlSetNumberToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Phone number id. */
                phone_number_id: string;
            };
            cookie?: never;
        };
        /** @description The new token. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["NumberToken"];
            };
        };
        responses: {
            /** @description Token replaced. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ControlBadRequest"];
            404: components["responses"]["ControlNotFound"];
        };
    };
    controlListFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaultList"];
                };
            };
            400: components["responses"]["ControlBadRequest"];
        };
    };
    controlAddFault: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The rule. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["FaultRule"];
            };
        };
        responses: {
            /** @description Added, with its id. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaultRule"];
                };
            };
            400: components["responses"]["ControlBadRequest"];
        };
    };
    controlClearFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cleared. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ControlBadRequest"];
        };
    };
    controlReadJournal: {
        parameters: {
            query?: {
                /** @description Only entries with a greater seq. */
                since?: number;
                /** @description Only requests or only webhook attempts. */
                kind?: "request" | "webhook";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Entries, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalPage"];
                };
            };
            400: components["responses"]["ControlBadRequest"];
        };
    };
    controlClearJournal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cleared. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ControlBadRequest"];
        };
    };
    controlSetWebhookUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The gateway's webhook URL. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTarget"];
            };
        };
        responses: {
            /** @description Set. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ControlBadRequest"];
        };
    };
    controlReadClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClockState"];
                };
            };
            400: components["responses"]["ControlBadRequest"];
        };
    };
    controlAdvanceClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description How far. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClockAdvance"];
            };
        };
        responses: {
            /** @description The new now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClockState"];
                };
            };
            400: components["responses"]["ControlBadRequest"];
        };
    };
    receiveMessagesWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` followed by the lower-case hex HMAC-SHA256 of the raw request body, keyed with the app secret. The subscriber recomputes it over the exact bytes received and compares in constant time. */
                "X-Hub-Signature-256": components["parameters"]["HubSignature256"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessagesWebhookPayload"];
            };
        };
        responses: {
            /** @description Received. The subscriber should answer at once and process afterwards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused by the subscriber, for example because the signature did not verify. The platform counts it as a failed delivery and tries again later. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The subscriber failed. The platform counts it as a failed delivery and tries again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveTemplateStatusWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` followed by the lower-case hex HMAC-SHA256 of the raw request body, keyed with the app secret. The subscriber recomputes it over the exact bytes received and compares in constant time. */
                "X-Hub-Signature-256": components["parameters"]["HubSignature256"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TemplateStatusWebhookPayload"];
            };
        };
        responses: {
            /** @description Received. The subscriber should answer at once and process afterwards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused by the subscriber, for example because the signature did not verify. The platform counts it as a failed delivery and tries again later. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The subscriber failed. The platform counts it as a failed delivery and tries again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveTemplateQualityWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` followed by the lower-case hex HMAC-SHA256 of the raw request body, keyed with the app secret. The subscriber recomputes it over the exact bytes received and compares in constant time. */
                "X-Hub-Signature-256": components["parameters"]["HubSignature256"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TemplateQualityWebhookPayload"];
            };
        };
        responses: {
            /** @description Received. The subscriber should answer at once and process afterwards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused by the subscriber, for example because the signature did not verify. The platform counts it as a failed delivery and tries again later. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The subscriber failed. The platform counts it as a failed delivery and tries again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
