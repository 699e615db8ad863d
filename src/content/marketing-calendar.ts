/**
 * A twelve-month marketing calendar for a UK doggy daycare, boarding or
 * multi-service pet-care business. Campaign days are suggestions: moveable
 * dates (Easter, school half-terms, Mothering Sunday, Black Friday) change
 * every year and between councils, so check them before planning.
 */
import type { CalendarMonth } from './types';

export const marketingCalendar: CalendarMonth[] = [
  {
    month: 'January',
    theme: 'New Year, New Routines',
    primaryGoal:
      'Turn New Year resolutions and the return to work into regular weekly daycare bookings while filling the quieter boarding diary with short stays.',
    activities: [
      {
        category: 'Social Media',
        tasks: [
          'Launch a "12 weeks of walks" resolution challenge with a printable tracker and a weekly check-in post',
          'Post short staff introduction videos so owners of new Christmas puppies can see who would care for their dog',
          'Share a "best of December" round-up of happy guests to thank clients for a busy festive season',
        ],
      },
      {
        category: 'Email & CRM',
        tasks: [
          'Email clients who booked ad hoc in December with a fixed-day weekly daycare package for the new routine',
          'Ask every December boarding client for a Google review within a week of collection',
          'Clean the client list: remove bounced addresses, update vaccination expiry dates and tag lapsed clients',
        ],
      },
      {
        category: 'Website & SEO',
        tasks: [
          'Publish a "your first months with a Christmas puppy" guide aimed at local puppy socialisation searches',
          'Update prices, opening hours and spring availability on the website and Google Business Profile',
          'Add a booking-deadline banner for February half-term and Easter boarding',
        ],
      },
    ],
    campaigns: [
      {
        name: 'Christmas Puppy Starter Club',
        description:
          'A four-week introductory package of half-day socialisation sessions for puppies who arrived over Christmas, with a settling-in assessment and a take-home care sheet for owners.',
        startDay: 6,
        durationDays: 26,
      },
      {
        name: 'Resolution Walk Challenge',
        description:
          'Owners log walks with their dog for the month and share photos with your hashtag; everyone who completes it gets a discounted daycare day in February.',
        startDay: 2,
        durationDays: 28,
      },
      {
        name: 'Blue Monday Bounce-Back',
        description:
          'A week of upbeat content and a half-price trial day for new clients, timed around the third Monday of January when post-Christmas budgets are tight.',
        startDay: 15,
        durationDays: 7,
      },
    ],
  },
  {
    month: 'February',
    theme: 'Puppy Love',
    primaryGoal:
      "Fill February half-term boarding and lift daycare attendance with Valentine's content and a client referral drive.",
    activities: [
      {
        category: 'Social Media',
        tasks: [
          'Run a "why I love my dog" comment thread and feature the best answers in stories through the week',
          'Post daily "friendship of the week" photos of daycare dogs who always play together',
          'Share a half-term countdown showing how many boarding places remain',
        ],
      },
      {
        category: 'In-centre',
        tasks: [
          "Set up a heart-themed photo corner and send each owner a Valentine's picture of their dog",
          'Tuck a handwritten "love note" from the team into report cards for regular daycare dogs',
          'Brief the team on the half-term rota, staff-to-dog ratios and arrival time slots to avoid drop-off queues',
        ],
      },
      {
        category: 'Local Partnerships',
        tasks: [
          'Agree a "dog-friendly date" offer with a local café or pub: a daycare day plus a voucher for their venue',
          'Leave referral cards with nearby groomers, vets and pet shops, each carrying a code so you can track which sends clients',
          'Offer a free talk on choosing a daycare to a local puppy training class',
        ],
      },
      {
        category: 'Email & CRM',
        tasks: [
          'Send a final-call email for half-term boarding with a waiting-list link for late requests',
          'Remind clients to check vaccination and flea and worming records are current before holiday stays',
          'Email a refer-a-friend offer to your most regular clients, with a personal code each',
        ],
      },
    ],
    campaigns: [
      {
        name: 'Half-Term Final Call',
        description:
          'Last boarding and extended-day places for the February half-term, with reminders to bring vaccination records. Half-term dates vary by council, so publish the weeks you cover.',
        startDay: 1,
        durationDays: 12,
      },
      {
        name: "Pawentine's Photo Week",
        description:
          "Every dog in daycare gets a Valentine's portrait in the photo corner, shared with the owner and, with permission, on your social channels.",
        startDay: 8,
        durationDays: 7,
      },
      {
        name: 'Refer a Friend February',
        description:
          'Existing clients earn a free daycare day for each new client they refer who completes an assessment, and the new client gets half off their first day.',
        startDay: 15,
        durationDays: 14,
      },
    ],
  },
  {
    month: 'March',
    theme: 'Spring Into Action',
    primaryGoal:
      'Secure Easter boarding early and position the business as the expert on spring care as lighter evenings bring longer walks.',
    activities: [
      {
        category: 'Social Media',
        tasks: [
          'Post a mud-season series on paw care, drying coats and checking between toes after wet walks',
          'Share a reminder about chocolate and hot cross bun (raisin) risks ahead of Easter',
          'Run a "spring glow-up" before-and-after feature if you offer grooming or baths',
        ],
      },
      {
        category: 'Email & CRM',
        tasks: [
          'Open Easter boarding bookings to existing clients first, with a clear booking deadline',
          'Promote daycare and grooming gift vouchers for dog-owning mums before Mothering Sunday',
          'Send a spring newsletter with summer booking dates so clients can plan early',
        ],
      },
      {
        category: 'Website & SEO',
        tasks: [
          'Create an Easter boarding landing page with prices, dates and what to pack',
          'Add or refresh FAQs on vaccinations, kennel cough and trial days',
          'Upload new spring photos of the play areas to your Google Business Profile',
        ],
      },
    ],
    campaigns: [
      {
        name: 'Easter Boarding Early Bird',
        description:
          'A small discount or a free bath on departure for Easter boarding paid for by a set date, so you know your occupancy before the school holidays begin.',
        startDay: 1,
        durationDays: 21,
      },
      {
        name: 'Mothering Sunday Pamper Vouchers',
        description:
          'Gift vouchers for a daycare day, spa bath or boarding night, sold online and in reception. Mothering Sunday moves with Easter, so set the end date to suit the year.',
        startDay: 3,
        durationDays: 20,
      },
      {
        name: 'Spring Coat Clean-Up',
        description:
          'A bath, de-shed and nail trim add-on offered at daycare collection as dogs drop their winter coats, with a loyalty stamp for each visit.',
        startDay: 17,
        durationDays: 15,
      },
    ],
  },
  {
    month: 'April',
    theme: 'National Pet Month',
    primaryGoal:
      'Use National Pet Month and the Easter holidays to raise your local profile and grow the enquiry list ahead of the summer.',
    activities: [
      {
        category: 'PR',
        tasks: [
          "Check this year's National Pet Month dates and theme on the official website before planning content",
          'Send the local paper and community Facebook groups a short story about your open day with good photographs',
          'Offer a local radio station or parish magazine a "spring tips from a daycare manager" piece',
        ],
      },
      {
        category: 'In-centre',
        tasks: [
          'Host an open day with guided tours, meet-the-team sessions and short temperament assessments',
          'Invite a local rescue to bring information and collect donations on the day',
          'Display your council licence, insurance certificate and staff qualifications clearly in reception',
        ],
      },
      {
        category: 'Social Media',
        tasks: [
          'Post one responsible-ownership tip each weekday, from microchip details to dental care',
          'Share "a day in daycare" stories from arrival to home time',
          'Run a spring photo competition with a free daycare day as the prize',
        ],
      },
    ],
    campaigns: [
      {
        name: 'Easter Holiday Daycare Passes',
        description:
          'Flexible five-day passes for families juggling work and the school Easter holidays, usable across the two-week break.',
        startDay: 1,
        durationDays: 18,
      },
      {
        name: 'Responsible Owner Tips Series',
        description:
          'A weekday tip for National Pet Month on social media and in the newsletter, building trust with owners who are not yet clients.',
        startDay: 1,
        durationDays: 30,
      },
      {
        name: 'Community Open Weekend',
        description:
          'A weekend of facility tours, free assessments and a local rescue stand, giving families a reason to visit before they book summer care.',
        startDay: 12,
        durationDays: 2,
      },
    ],
  },
  {
    month: 'May',
    theme: 'Long Weekends and Summer Planning',
    primaryGoal:
      'Lock in summer holiday boarding while the diary is still open and keep daycare busy across both May bank holidays and half-term.',
    activities: [
      {
        category: 'Email & CRM',
        tasks: [
          'Give existing clients a priority window to book July and August boarding before it opens to the public',
          'Send a bank holiday opening-hours email with collection times and any surcharges',
          'Ask clients who have not booked for six months what would bring them back, with a one-click survey',
        ],
      },
      {
        category: 'Social Media',
        tasks: [
          'Post a grass seed and tick awareness series with photos of what to look for',
          'Share a "what to pack for boarding" carousel to cut down on phone queries',
          'Feature your team during Mental Health Awareness Week with a post on how dogs help wellbeing',
        ],
      },
      {
        category: 'Website & SEO',
        tasks: [
          'Publish a summer boarding availability calendar or a clear "limited places" note on the booking page',
          'Write a blog post answering "how far ahead should I book dog boarding?" for local searches',
          'Check every page loads quickly on mobile, as most summer enquiries arrive by phone',
        ],
      },
    ],
    campaigns: [
      {
        name: 'Summer Boarding Priority Window',
        description:
          'Existing clients get first choice of July and August boarding dates for two weeks, with a deposit to secure each stay.',
        startDay: 1,
        durationDays: 14,
      },
      {
        name: 'Bank Holiday Short Breaks',
        description:
          'Two- and three-night boarding packages for the early May and spring bank holiday weekends, priced to fill rooms that would otherwise sit empty.',
        startDay: 1,
        durationDays: 31,
      },
      {
        name: 'Grass Seed and Tick Check Week',
        description:
          'Daily how-to posts and a free five-minute paw, ear and coat check at collection, showing owners what to look for as walks get longer.',
        startDay: 18,
        durationDays: 7,
      },
    ],
  },
  {
    month: 'June',
    theme: 'Keep Cool, Stay Safe',
    primaryGoal:
      'Build trust through heat-safety advice and fill the last summer places while the seasonal team is trained for the peak.',
    activities: [
      {
        category: 'Social Media',
        tasks: [
          'Post a heat-safety series: walking in the cooler hours, the pavement hand test and never leaving dogs in cars',
          'Show how your centre keeps dogs cool with shade, paddling pools, cooling mats and quiet rest times',
          'Introduce your summer staff with short profiles and their training',
        ],
      },
      {
        category: 'In-centre',
        tasks: [
          'Write a hot-weather procedure covering indoor temperatures, outdoor play limits and signs of heatstroke',
          'Run first-aid refresher training on heatstroke with every staff member before July',
          "Set up a Father's Day photo board of dogs and their dads",
        ],
      },
      {
        category: 'Email & CRM',
        tasks: [
          'Email a "last few summer places" update with a waiting-list link',
          'Send boarding clients a pre-stay checklist: vaccinations, feeding plan, medication and emergency contact',
          "Promote Father's Day gift vouchers to clients who bought at Christmas or Mothering Sunday",
        ],
      },
      {
        category: 'Local Partnerships',
        tasks: [
          'Share heat-safety posters with local vets, pet shops and dog-friendly pubs',
          'Agree a referral arrangement with a local dog walker for clients who prefer home visits',
          'Sponsor a class or a water station at a local summer dog show',
        ],
      },
    ],
    campaigns: [
      {
        name: 'Cool Dogs Summer Safety',
        description:
          'A month of heat-safety advice across social media, email and reception posters that shows owners the care you take on hot days.',
        startDay: 1,
        durationDays: 30,
      },
      {
        name: 'Dog Dad Gift Bundle',
        description:
          "A Father's Day voucher bundle of a daycare day, a bath and a printed photo, on sale until Father's Day in the third week of June.",
        startDay: 1,
        durationDays: 21,
      },
      {
        name: 'Last Few Summer Places',
        description:
          'A final push for the remaining July and August boarding places, with a live count of rooms left and a waiting list once full.',
        startDay: 15,
        durationDays: 16,
      },
    ],
  },
  {
    month: 'July',
    theme: 'Peak Season, Five-Star Service',
    primaryGoal:
      'Deliver an excellent peak-season experience and turn every boarding stay into a review and shareable content.',
    activities: [
      {
        category: 'In-centre',
        tasks: [
          'Hold a ten-minute daily huddle on arrivals, departures, medications and dogs needing extra care',
          'Run enrichment days with sniff trails, frozen treats and paddling pools in the shade',
          'Check the welcome and collection routine so each owner gets a short verbal report',
        ],
      },
      {
        category: 'Social Media',
        tasks: [
          'Post daily boarding "pupdates", with owner consent, so holidaying clients can see their dog happy',
          'Share a behind-the-scenes look at cleaning and hygiene routines',
          "Repost owners' photos of their dog's homecoming",
        ],
      },
      {
        category: 'Email & CRM',
        tasks: [
          'Send an automatic review request the day after each boarding collection',
          'Follow up any lukewarm feedback with a personal call within 48 hours',
          'Tag new summer clients for a welcome series covering daycare and grooming',
        ],
      },
    ],
    campaigns: [
      {
        name: 'Summer Sniffari Days',
        description:
          'Themed enrichment days in daycare, such as scent trails, treat hunts and water play, photographed and shared so owners see more than a play yard.',
        startDay: 1,
        durationDays: 14,
      },
      {
        name: 'Five-Star Homecoming',
        description:
          'Every boarding client gets a photo card on collection and a review request the next day, aiming to add steady fresh reviews through the peak.',
        startDay: 8,
        durationDays: 24,
      },
      {
        name: 'Holiday Pupdates',
        description:
          'Daily photo and video updates for boarding guests during the school summer holidays, sent privately to owners and shared publicly only with permission.',
        startDay: 15,
        durationDays: 17,
      },
    ],
  },
  {
    month: 'August',
    theme: 'Summer Peak and Autumn Planning',
    primaryGoal:
      'Make the most of peak demand while pre-selling September daycare packages and opening Christmas boarding interest.',
    activities: [
      {
        category: 'Email & CRM',
        tasks: [
          'Invite existing clients to register interest in Christmas boarding before it opens to the public',
          'Send a "back to routine" daycare offer to summer clients whose children return to school in September',
          'Share summer bank holiday opening times, remembering the date differs in Scotland',
        ],
      },
      {
        category: 'Social Media',
        tasks: [
          'Run a summer holiday photo competition with a free daycare day as the prize',
          'Post a "top five summer moments" video of the daycare dogs',
          'Share advice on settling dogs back into routine after weeks of family at home',
        ],
      },
      {
        category: 'Website & SEO',
        tasks: [
          'Open a Christmas boarding enquiry form with a short explainer on how dates are allocated',
          'Update the daycare page with September packages and pricing',
          'Review which pages brought summer enquiries and strengthen the weakest one',
        ],
      },
    ],
    campaigns: [
      {
        name: 'Summer Snapshots Competition',
        description:
          'Owners share their best summer photo with their dog for a chance to win a month of daycare, growing your followers and giving you content for the autumn.',
        startDay: 1,
        durationDays: 21,
      },
      {
        name: 'Christmas Boarding Pre-Registration',
        description:
          'Existing clients register their Christmas and New Year dates early, which shows demand and rewards loyalty before general bookings open.',
        startDay: 11,
        durationDays: 21,
      },
      {
        name: 'Back-to-Routine Daycare Bundle',
        description:
          'Pre-paid September packages of two or three fixed days a week, so owners can settle their dog into a routine before the school run begins.',
        startDay: 18,
        durationDays: 14,
      },
    ],
  },
  {
    month: 'September',
    theme: 'Back to School, Back to Daycare',
    primaryGoal:
      'Rebuild weekday daycare attendance as families return to school and work, and open Christmas boarding bookings.',
    activities: [
      {
        category: 'Social Media',
        tasks: [
          'Post tips on helping dogs cope when the house goes quiet after the summer holidays',
          'Share a "first day back" photo series of regular daycare dogs',
          'Announce Christmas boarding opening day with a countdown',
        ],
      },
      {
        category: 'Local Partnerships',
        tasks: [
          'Offer a commuter daycare discount to staff at large local employers through their intranet or HR team',
          'Host a dog-friendly charity coffee morning with a local café',
          'Leave puppy socialisation leaflets with vets for owners of summer puppies',
        ],
      },
      {
        category: 'In-centre',
        tasks: [
          'Run trial days for new autumn clients with a clear temperament assessment form',
          'Review staffing levels against the new weekday pattern and adjust the rota',
          'Refresh enrichment plans for shorter, wetter days',
        ],
      },
    ],
    campaigns: [
      {
        name: 'Back to School, Back to Daycare',
        description:
          'A first-month offer on fixed-day daycare packages for families whose dogs are suddenly home alone once the school term starts.',
        startDay: 1,
        durationDays: 21,
      },
      {
        name: 'Autumn Puppy Socials',
        description:
          'Weekly small-group sessions for puppies who arrived over the summer, led by trained staff and ending with a handout on the next steps in training.',
        startDay: 8,
        durationDays: 23,
      },
      {
        name: 'Christmas Boarding Bookings Open',
        description:
          'General Christmas and New Year boarding bookings open with a deposit, a clear cancellation policy and a waiting list for the busiest nights.',
        startDay: 15,
        durationDays: 16,
      },
    ],
  },
  {
    month: 'October',
    theme: 'Fireworks Ready and Half-Term Fun',
    primaryGoal:
      'Fill October half-term boarding and prepare owners for fireworks season, showing the business as the calm, expert choice.',
    activities: [
      {
        category: 'Social Media',
        tasks: [
          'Start a fireworks preparation series: building a safe den, sound desensitisation and when to speak to a vet',
          'Post hi-vis and darker-evenings walking advice as the clocks go back',
          'Run a Halloween fancy-dress photo day, only for dogs comfortable in costumes',
        ],
      },
      {
        category: 'Email & CRM',
        tasks: [
          'Send a fireworks support guide to all clients with your Bonfire Night opening hours',
          'Flag noise-sensitive dogs in the CRM so staff can plan quieter rooms and extra checks',
          'Remind clients of the Christmas boarding deadline and deposit date',
        ],
      },
      {
        category: 'PR',
        tasks: [
          'Offer local media a short expert comment on keeping dogs calm during fireworks',
          'Publish a list of organised local displays so clients know which nights to expect noise',
          'Share a press release about your free fireworks-ready evening',
        ],
      },
    ],
    campaigns: [
      {
        name: 'October Half-Term Boarding',
        description:
          'Boarding and extended-day places for the October half-term, which falls in different weeks across councils and nations, so state the dates you cover.',
        startDay: 1,
        durationDays: 20,
      },
      {
        name: 'Fireworks Ready Evenings',
        description:
          'Free evening talks and a downloadable guide on preparing dogs for fireworks, with a clear note to see a vet for dogs with severe noise fears.',
        startDay: 14,
        durationDays: 18,
      },
      {
        name: 'Howl-o-ween Week',
        description:
          'Pumpkin treat hunts and a fancy-dress photo day in daycare, with reminders that chocolate and sweets must be kept out of reach.',
        startDay: 27,
        durationDays: 5,
      },
    ],
  },
  {
    month: 'November',
    theme: 'Calm Nights and Gift Season',
    primaryGoal:
      'Support anxious dogs and their owners through Bonfire Night, then use Black Friday to sell vouchers and pre-paid packages rather than discount peak dates.',
    activities: [
      {
        category: 'In-centre',
        tasks: [
          'Prepare quiet rooms with white noise, covered crates and blackout blinds for the fireworks weeks',
          'Schedule extra evening checks for boarding guests on Bonfire Night and the surrounding weekend',
          'Put a gift voucher display and Christmas booking reminders at reception',
        ],
      },
      {
        category: 'Email & CRM',
        tasks: [
          'Send a Christmas boarding final-call email with the deadline and number of rooms left',
          'Launch Black Friday pre-paid daycare bundles and gift vouchers to clients first',
          'Follow up unpaid Christmas deposits with a friendly reminder',
        ],
      },
      {
        category: 'Social Media',
        tasks: [
          'Post calm-night tips in the days before and after 5 November',
          'Share a "gift ideas for dog lovers" post featuring your vouchers and packages',
          'Show the team decorating the centre to build excitement for December',
        ],
      },
      {
        category: 'Website & SEO',
        tasks: [
          'Make gift vouchers easy to buy online with instant email delivery',
          'Add a Christmas opening hours and booking deadline page',
          'Update structured data and Google Business Profile hours for the festive period',
        ],
      },
    ],
    campaigns: [
      {
        name: 'Calm Through Bonfire Night',
        description:
          'Quiet-room boarding stays and extended daycare collection times around 5 November, with a fireworks support guide for every owner.',
        startDay: 1,
        durationDays: 10,
      },
      {
        name: 'Christmas Boarding Final Call',
        description:
          'A last push for the remaining Christmas and New Year boarding places, with a firm booking deadline and a waiting list for cancellations.',
        startDay: 10,
        durationDays: 14,
      },
      {
        name: 'Black Friday Bundle Week',
        description:
          'Pre-paid daycare bundles and bonus-value gift vouchers, running from the Black Friday weekend, which brings in cash without discounting peak boarding.',
        startDay: 23,
        durationDays: 8,
      },
    ],
  },
  {
    month: 'December',
    theme: 'Christmas Peak and Festive Thanks',
    primaryGoal:
      "Deliver a smooth Christmas boarding peak, sell last-minute gift vouchers and fill January's diary before the year ends.",
    activities: [
      {
        category: 'In-centre',
        tasks: [
          'Brief staff on festive food hazards: chocolate, grapes, raisins in mince pies and cooked bones',
          'Confirm the Christmas rota, emergency vet cover and extra cleaning shifts',
          'Give each boarding guest a Christmas photo and a small treat to take home',
        ],
      },
      {
        category: 'Social Media',
        tasks: [
          'Run a daily advent-style feature on a different daycare dog',
          'Post festive safety tips on decorations, wrapping paper and visitors',
          'Share a thank-you video to clients and staff at the end of the year',
        ],
      },
      {
        category: 'Email & CRM',
        tasks: [
          'Send a last-minute e-voucher email with the final date for instant delivery',
          'Email January daycare availability and a New Year booking offer',
          "Send New Year's Eve fireworks advice to all clients",
        ],
      },
    ],
    campaigns: [
      {
        name: 'Twelve Dogs of Christmas',
        description:
          'Twelve days featuring a different daycare dog each day, with owners tagged so the posts reach their friends and family.',
        startDay: 1,
        durationDays: 12,
      },
      {
        name: 'Last-Minute Gift Vouchers',
        description:
          'Instant-delivery e-vouchers for daycare, grooming or boarding, promoted to shoppers who have left it late.',
        startDay: 10,
        durationDays: 15,
      },
      {
        name: "New Year's Eve Fireworks Care",
        description:
          "Calm-night advice and quiet-room boarding for New Year's Eve, building on the trust earned around Bonfire Night.",
        startDay: 26,
        durationDays: 6,
      },
    ],
  },
];
