import type { BlogPost } from './types';
import { siteConfig } from './site-config';

/** Blog articles, newest first. Exactly one is featured. */
export const blogPosts: BlogPost[] = [
  {
    id: 'future-pet-care-trends-2024',
    title: 'The Future of Pet Care: Trends Shaping UK Daycare and Boarding in 2024 and 2025',
    excerpt:
      'Structured days, rising payroll costs, hybrid-working booking patterns and specialist care for reactive and senior dogs: the trends UK operators need to plan for in 2025.',
    content: `The UK pet-care sector has changed more in the past five years than in the previous twenty. The surge in dog ownership during the pandemic, the partial return to offices, tighter licensing and a sharp rise in operating costs have all landed on daycare and boarding businesses at once. As we head into 2025, these are the trends we see most often in our work with operators across England, Scotland and Wales, and what each one means for your business.

**From free-for-all play to structured days**

The old model of daycare, a large room with thirty dogs and a couple of staff throwing balls, is falling out of favour. Owners are far better informed about canine behaviour than they were a decade ago, and many now understand that hours of unstructured, high-arousal play can leave a dog overtired and wired rather than content. The businesses winning loyal clients are those offering structured days: smaller groups matched by size, age and play style, scheduled rest periods, and enrichment such as scent work, sniff walks, puzzle feeders and short training sessions.

This shift has practical consequences. Smaller groups need more separate spaces, so layouts are moving towards several modest rooms rather than one large hall. It also changes your marketing message. Instead of promising that a dog will run all day, the stronger promise is that it will have a balanced day and come home settled. That message justifies a higher price and attracts owners who book regularly.

**Costs are rising, and April 2025 matters**

Staff are the largest cost in almost every daycare, and 2025 brings significant changes. From 1 April 2025 the National Living Wage rises from £11.44 to £12.21 an hour for workers aged 21 and over. At the same time, employer National Insurance contributions rise from 13.8% to 15%, and the threshold at which employers start paying falls from £9,100 to £5,000 a year per employee. The Employment Allowance increases to £10,500, which will cushion the smallest employers, but many businesses with a team of eight or more will still see a noticeable jump in payroll costs.

Because daycare is labour intensive and staffing must stay at safe ratios, you cannot simply cut hours. Now is the time to:
- Recalculate your cost per dog per day using 2025 wage and National Insurance rates, not last year's
- Give clients clear notice of any price increase, ideally at least a month
- Review rota patterns so you are not overstaffed during quiet afternoons
- Ask your accountant how the higher Employment Allowance and lower threshold affect your particular team

Most owners accept a reasoned, well-communicated price rise. What damages trust is a surprise increase with no explanation.

**Hybrid working has reshaped the week**

Many dog owners now split their time between home and the office. The result, reported by operators all over the country, is a lumpy week: heavy demand from Tuesday to Thursday and noticeably quieter Mondays and Fridays. A business that prices every day the same ends up turning clients away midweek while paying staff to supervise half-empty rooms at either end of the week.

Practical responses include a modest discount or a special activity for Monday and Friday bookings, fixed-day packages that spread attendance, and a waiting list for peak days. Some operators introduce a small peak-day premium. Whatever you choose, track occupancy by day of the week for at least a quarter before making changes; the data is usually more revealing than instinct.

**Specialist care for adolescent, reactive and senior dogs**

The large cohort of dogs acquired in 2020 and 2021 are now adults, and some missed out on early socialisation. At the other end of the scale, owners are keeping dogs longer and spending more on their older pets. Both groups are often poorly served by standard group daycare.

That creates opportunities for businesses willing to build specialist services:
- Solo or small-group sessions for dogs who struggle in busy groups
- Quiet senior-dog days with gentle walks, orthopaedic bedding and medication support
- Adolescent clubs combining play with basic manners training
- One-to-one enrichment sessions for dogs who are not suited to group care at all

These services need properly trained staff and a clear screening process, but they command higher prices and build deep loyalty. Remember that your licence states the activities you may carry out and the maximum number of dogs, so speak to your licensing officer before adding anything that changes how you operate.

**Technology that builds trust**

Online booking, digital vaccination records and automated reminders are now expected rather than impressive. The technology that sets a business apart is the kind that shows owners what their dog's day was really like: a short daily report, a few good photographs, notes on appetite and energy, and quick messaging with staff. Webcams remain popular, although some operators find they prompt anxious calls when a dog is seen resting alone, so explain your rest periods clearly if you offer them.

Good software also supports compliance. A well-kept digital register, with each dog's microchip number, vet details and vaccination dates, makes licence inspections far smoother and saves hours of admin each week. When choosing a system, check that it can export your records easily, because licensing records must be kept for at least three years.

**Multi-service models and the value of stars**

More operators are adding grooming, training or retail to a daycare base. Done well, this increases spend per client and smooths seasonal dips, because grooming and training continue when holiday boarding is quiet. Done badly, it stretches staff and space too thinly. Add one service at a time, and make sure each can stand on its own financially.

In England, owners increasingly look for the star rating on an animal activity licence. A five-star licence, which requires meeting the higher standards and being assessed as low risk, is a genuine selling point, and it runs for three years, which saves on renewal fees. Treat your rating as part of your brand and plan towards the higher standards from the start.

You do not need to chase every trend. Pick the two or three that fit your site, your team and your local market, cost them properly and implement them well. If you would like a second opinion on which changes will pay off for your business, our team is always happy to talk it through.`,
    author: siteConfig.teamName,
    date: '2024-12-15',
    readTime: '8 min read',
    category: 'Industry Insights',
    image: '/images/blog/future-pet-care-trends-2024.svg',
    imageAlt: 'Illustration of a rising bar chart with an upward trend line beside a seated dog silhouette',
    featured: true,
  },
  {
    id: 'daycare-licensing-compliance-guide',
    title: 'Getting and Keeping Your Dog Day Care Licence: A Practical Compliance Guide',
    excerpt:
      'How dog day care licensing works in England, Scotland and Wales, how star ratings are decided, and the routines that keep you inspection-ready every day.',
    content: `Every commercial dog daycare in Great Britain needs a licence from its local council, and running one without a licence is a criminal offence. This guide explains how the process works, how star ratings are decided in England, and how to keep your licence in good order year after year.

**Which rules apply where you are**

In England, dog day care is a licensable activity under the Animal Welfare (Licensing of Activities Involving Animals) (England) Regulations 2018. The regulations set general conditions for every licensed activity plus specific conditions for day care, and Defra publishes statutory guidance that inspectors use to interpret them, including the minimum and higher standards.

In Scotland, the boarding of dogs and cats, including commercial day boarding, is still licensed by councils under the Animal Boarding Establishments Act 1963. The Animal Welfare (Licensing of Activities Involving Animals) (Scotland) Regulations 2021 cover activities such as dog breeding, selling pets and rehoming, and the Scottish Government has consulted on bringing boarding into that newer framework. For now each council sets its own conditions under the 1963 Act and a licence lasts no more than a year.

In Wales, animal boarding, including day care, is likewise licensed by councils under the 1963 Act with locally set conditions. Northern Ireland has different arrangements again. Wherever you are, contact your council's licensing or environmental health team early and ask for their conditions and fees in writing.

**The application and first inspection**

In England the process normally runs like this:
- Read your council's application form, fee schedule and any local animal licensing policy
- Submit the application with the fee, a plan of the premises and your supporting documents
- Host an inspection by a suitably qualified council inspector
- Receive a decision, your licence conditions, the maximum number of dogs and a star rating

Fees vary considerably between councils but commonly total several hundred pounds. Allow several weeks from application to decision, and do not take bookings until the licence is issued.

Inspectors want to see written systems, not just a tidy building. Expect to provide:
- Operating procedures covering daily care, feeding, cleaning and supervision
- Risk assessments for the premises and activities
- An emergency plan for fire, escapes, power failure and a dog needing urgent veterinary care, including how dogs will be evacuated
- An infection control and isolation procedure
- Your admission and screening process for new dogs
- A staff training policy and records of training completed
- Your register of dogs and the records held on each one
- Evidence of public liability insurance, plus employers' liability insurance if you employ staff, which is a legal requirement for most employers

The licence holder, or a designated manager, will also need to show competence, for example through a relevant regulated qualification or documented knowledge and experience.

**What the day care conditions require**

Several specific conditions shape how a daycare must run. Each dog must have a clean, comfortable and warm area to rest, a secure area with water and shelter, and somewhere to toilet. There must be an area where a dog can avoid seeing other dogs and people if it chooses. Every dog must be screened before admission to make sure it is not fearful or stressed around dogs and people and does not pose a danger to them. No dog may stay overnight, unneutered bitches must be prevented from mating, and any dog on a medical diet must be fed apart.

You must keep a register of every dog attending, including its name, age, sex, neuter status, microchip number, owner and emergency contacts, vet details and the dates it attends. Records must be available to an inspector and kept for at least three years. The licence must be displayed at the premises, and the licence holder's name and licence number must appear on your website.

Staffing must be sufficient for the number of dogs. Under the England day care guidance the usual benchmark is at least one member of staff for every ten dogs, and your licence will state the maximum number of dogs allowed at any one time. Exceeding it, even on one busy day, is a breach.

**How star ratings work in England**

After inspection, the council scores two things: welfare standards and risk. Welfare standards are judged as minor failings, meeting the minimum standards, or meeting the higher standards. Risk is judged as low or higher, based largely on your compliance history and your grasp of hazards and how to control them.

- Minor failings: one star and a one-year licence, whatever the risk
- Minimum standards and higher risk: two stars and a one-year licence
- Minimum standards and low risk: three stars and a two-year licence
- Higher standards and higher risk: four stars and a two-year licence
- Higher standards and low risk: five stars and a three-year licence

New businesses are normally treated as higher risk because they have no track record, so four stars is usually the best available on a first licence. To meet the higher standards you must achieve all of the required higher standards and at least half of the optional ones set out in the guidance. A longer licence means fewer renewal fees, so it pays to build the higher standards into your design and procedures from day one.

If you think your rating does not reflect what the inspector saw, talk to the inspecting officer first. A formal appeal must usually be made in writing within 21 days of the licence being issued. If instead you have made improvements since the inspection, you can ask for a re-inspection for re-rating. This is normally charged for, and ratings can go down as well as up.

**Keeping your licence in good shape**

Councils make at least one unannounced visit during each licence period, so you need to be inspection-ready every day, not just at renewal. The businesses that sail through treat compliance as routine:
- Review policies and risk assessments at least once a year and after any incident
- Keep an incident and accident log, including near misses, and record what you changed as a result
- Check vaccination records at booking and chase expired ones before the dog next attends
- Keep staff training records current, showing dates and who signed off each competency
- Apply for renewal well before expiry, because trading after a licence lapses is unlicensed activity

Tell the council before you make material changes, such as extending the building, increasing dog numbers or adding a new activity like boarding. A licence covers specific activities at specific premises.

**The other permissions you need**

A licence is not the only permission. Planning permission may be required for a change of use, particularly in industrial or retail units, and conditions on opening hours or noise are common. Building regulations, fire safety law and the terms of your lease all need checking too, ideally before you sign anything.

Getting licensing right is mostly about organisation. Keep your paperwork as carefully as you care for the dogs, and inspections become a chance to show off your standards.`,
    author: siteConfig.teamName,
    date: '2024-12-01',
    readTime: '10 min read',
    category: 'Compliance',
    image: '/images/blog/daycare-licensing-compliance-guide.svg',
    imageAlt: 'Illustration of a clipboard checklist with ticked items beside a five-star rating badge',
    featured: false,
  },
  {
    id: 'grow-revenue-without-more-dogs',
    title: 'Five Ways to Grow Your Daycare Revenue Without Taking More Dogs',
    excerpt:
      'Your licence caps your numbers, but not your revenue. Packages, add-on services, retention, referrals and filling quiet days can lift income without crowding your groups.',
    content: `When a daycare fills up, the obvious way to grow is to take more dogs. But your licence caps your numbers, every extra dog needs staff time at safe ratios, and a busier room can quickly undo the calm atmosphere clients are paying for. Often the better route is to earn more from the capacity you already have. Here are five approaches that work well for UK operators, and how to introduce them without upsetting loyal clients.

**1. Sell packages, not single days**

Ad hoc bookings are time-consuming to manage and make staffing unpredictable. Packages lock in attendance and make your income far easier to forecast. Common structures include:
- Fixed weekly places, such as every Tuesday and Thursday, billed monthly by direct debit
- Bundles of ten or twenty days paid in advance and valid for a set period
- A small monthly membership that gives priority booking on your busiest days

Set the single-day price at a level that makes packages clearly better value, rather than discounting packages so heavily that you lose margin. For example, if a single day is £32, a ten-day bundle at £295 saves the client £25 while securing £295 of income upfront. Keep expiry and cancellation terms clear and fair, and put them in writing.

Fixed places paid by direct debit are especially valuable. Clients who pay automatically each month rarely drift away, and you can plan rotas weeks ahead with confidence. Offer existing regulars the first chance to convert to a fixed place, and consider a modest saving or priority on bank-holiday weeks as the incentive rather than a deep discount.

**2. Add services during the day**

Dogs are with you for eight or nine hours. Paid extras delivered during that time add revenue without taking up another place. Popular options include:
- A bath and brush-out before collection, typically £10 to £25 depending on size and coat
- Nail trims, often around £8 to £12
- Short one-to-one training sessions on recall, loose-lead walking or settling
- Enrichment extras such as a sniff walk or a scent-work session
- A carefully chosen retail shelf of treats, chews, leads and shampoo you already use and trust

Schedule each add-on so it does not pull staff away from supervising groups, because ratios still apply while someone is bathing a dog. If you add grooming in any substantial way, check that your insurance covers it and whether your licence or lease needs updating.

**3. Keep the clients you already have**

Winning a new client costs far more than keeping an existing one, yet few businesses measure retention. Start by tracking how many active clients you have each month and how many stop attending. A simple churn figure, the number of clients lost in a month divided by the number you started the month with, tells you quickly whether things are improving. Then find out why clients leave. A short, friendly call to a lapsed client often reveals something fixable: a change in working pattern, a misunderstanding about a daily report, or a dog who needed a quieter group.

Small gestures matter too. A birthday photo, a note on the anniversary of a dog's first visit, or a personal message when a dog has had a brilliant day all strengthen loyalty. Above all, be consistent: familiar faces at drop-off, reliable updates and honest communication when something goes wrong. New clients are most likely to leave in their first few weeks, so give them extra attention: a welcome pack, a call after the first day and a check-in after the first month.

**4. Make referrals and reviews routine**

Most daycares grow through word of mouth, but few manage it deliberately. A simple referral scheme, such as a free day for both the existing and the new client once the new dog has attended three times, rewards the behaviour you want at low cost. Ask for reviews at moments of delight, such as after a dog's first month or when an owner thanks you, and make it easy with a direct link. Never offer discounts or free days in exchange for reviews: Google's own policies prohibit incentivised reviews, and consumer law is getting much tougher on fake and incentivised reviews.

Keep your Google Business Profile up to date with photographs, opening hours and, in England, your licence star rating. Respond to every review, positive or negative, calmly and professionally. Prospective clients read your replies as closely as the reviews themselves.

**5. Fill your quiet days and quiet seasons**

Many operators now see strong midweek demand and quieter Mondays and Fridays, when more owners work from home. Rather than accepting empty places, create reasons to book them: a Friday adventure walk, a Monday puppy social or a slightly lower off-peak price. The same thinking applies to the calendar. January and February are often quiet, which makes them a good time for short training courses, senior-dog mornings or a new-client offer.

Track occupancy by day and by month so you can see where the gaps really are. Filling just two extra places on your quietest day each week adds more than £3,000 a year at a typical daily rate of £30, with no extra space and often no extra staff.

**Putting it together**

Growth does not have to mean expansion. Clear packages, well-designed add-ons, strong retention and deliberate referrals can lift revenue significantly while keeping your groups calm and your staffing safe. The most useful single measure is average monthly revenue per active client. If that number rises while your dog numbers stay steady, your growth is coming from value rather than volume, which is exactly what you want.

Choose one or two ideas, test them for a couple of months, measure the results and build from there. A small, steady increase in revenue per dog is worth far more than a crowded room and a stretched team.`,
    author: siteConfig.teamName,
    date: '2024-11-28',
    readTime: '5 min read',
    category: 'Business Growth',
    image: '/images/blog/grow-revenue-without-more-dogs.svg',
    imageAlt: 'Illustration of a stack of coins growing beside a paw print and an upward arrow',
    featured: false,
  },
  {
    id: 'daycare-business-plan-numbers',
    title: 'Writing a Dog Daycare Business Plan: The Numbers That Really Matter',
    excerpt:
      'A worked example of start-up costs, a monthly budget, VAT and break-even for a 40-dog daycare, plus how to plan cash flow and pressure-test your plan before signing a lease.',
    content: `Most daycare business plans we review are strong on passion and weak on numbers. Lenders, landlords and investors want to see that you love dogs, but what persuades them is evidence that you understand capacity, costs, cash flow and the point at which the business starts to pay its way. This article walks through the figures that matter most, using a worked example for a mid-sized daycare outside London. Every site is different, so treat the numbers as a template to replace with your own quotes and local research.

**Start with capacity, not ambition**

Your maximum capacity is set by three things: the usable floor space in your building, the number of dogs your council will allow on your licence, and the staff you can afford to keep at safe ratios. In England the day care guidance works on at least one member of staff for every ten dogs, and many good operators run tighter ratios than that for puppies, small dogs or mixed groups.

Then be honest about occupancy. A licence for 40 dogs does not mean 40 dogs every day. New businesses typically start with a handful of clients and build over many months, and even established daycares see quieter Mondays, Fridays and school holidays. Model three scenarios, cautious, expected and optimistic, and make sure the business survives the cautious one.

Capacity only matters if there is demand to fill it, so check the local market too. Many councils publish registers of licensed animal businesses, which makes it easy to list the daycares within a fifteen-minute drive of your site. Note their prices, opening hours, group sizes and reviews, and look for the gap: perhaps nobody nearby offers early drop-off for commuters, small-dog groups or a quiet day for older dogs.

**Estimate your start-up costs honestly**

Fit-out is where budgets most often go wrong. For a leased industrial or commercial unit of around 3,000 square feet, typical start-up costs might look like this:
- Rent deposit, legal fees and survey: £5,000 to £10,000
- Fit-out, including non-slip flooring, partitions, drainage, heating, ventilation, a wash area and staff facilities: £25,000 to £70,000
- Secure outdoor area and fencing: £5,000 to £15,000
- Equipment, including beds, gates, cleaning machines, laundry and office kit: £5,000 to £10,000
- Planning, licensing and professional fees: £1,500 to £5,000
- Website, booking software and branding: £1,000 to £4,000
- Launch marketing: £1,500 to £3,000

On top of this you need working capital: enough cash to cover at least three, and ideally six, months of running costs while client numbers build. Leaving this out is one of the commonest reasons a promising daycare runs into trouble in its first year.

**Build a realistic monthly budget**

Here is an illustrative monthly budget for our example site, priced at 2025 wage rates:
- Rent: £2,500
- Business rates: £700, before any relief you may qualify for
- Staff wages for a mix of full- and part-time carers on staggered shifts, including employer National Insurance and pension contributions: £11,000
- Utilities: £550
- Insurance, including public and employers' liability: £200
- Software, phones and card processing fees: £250
- Cleaning materials and consumables: £350
- Marketing: £300
- Repairs, accountancy and a set-aside for licence renewal: £400
- Loan repayments: £750

That totals £17,000 a month, and notice that it includes nothing for the owner. If you plan to work in the business full time, you need to pay yourself, and a lender will want to see how.

Staff costs deserve particular care. From April 2025 the National Living Wage is £12.21 an hour for workers aged 21 and over, and employer National Insurance rises to 15% on earnings above £5,000 a year. Work out your rota hour by hour across your opening times, including cover for holidays and sickness, rather than guessing a headcount.

**Work out your break-even point**

The break-even point is the average number of dogs you need each day to cover your costs. The formula is simple: monthly costs divided by the income from one dog across the month's trading days.

VAT is where many first plans go wrong. The VAT registration threshold is £90,000 of taxable turnover a year, and a daycare at our example scale will pass that quickly. If you charge £30 a day including VAT, you keep £25. With around 21.5 weekday trading days a month, one dog is worth about £537 a month to you, so:
- £17,000 divided by £537 means about 32 dogs a day on average just to cover costs
- Add a modest owner's salary of £2,500 a month and you need about 37 dogs a day
- Raise the price to £34 including VAT and the first figure falls to about 28 dogs

On a 40-dog licence, needing 32 dogs a day is 80% occupancy every single weekday, which is a tall order for a young business. This is exactly the kind of insight a plan should reveal before you sign a lease. The answer might be a higher price, a cheaper unit, a larger licensed capacity or added revenue from grooming and training, but it must be a deliberate choice.

**Plan your cash flow and funding**

Profit and cash are not the same thing. A month-by-month cash-flow forecast for at least the first two years shows when money actually leaves and arrives: the deposit and fit-out upfront, rent quarterly in advance, VAT payments, loan repayments, and income growing gradually as clients join. The lowest point on that forecast tells you how much funding you really need.

Common funding routes for UK start-ups include personal savings, bank lending, asset finance for equipment and the government-backed Start Up Loans scheme, which offers personal loans of up to £25,000 at a fixed interest rate, with free mentoring. Some landlords will offer a rent-free period in exchange for a longer lease, which can ease early cash flow considerably. Whatever the source, lenders will expect to see your own money committed and a plan that works in your cautious scenario.

**Test the plan before you commit**

Before you sign anything, pressure-test the numbers:
- What happens if opening is delayed by three months while planning or licensing is resolved?
- What if occupancy grows at half the speed you expect?
- What if a key member of staff leaves and you need agency cover?
- What if your fit-out quote rises by 20%?

If the business survives those questions with cash to spare, you have a plan worth presenting. If not, adjust it now, when changes cost nothing but time. A clear, honest plan is also the best tool you will have for running the business once it opens, so keep it up to date and compare your actual figures against it every month.`,
    author: siteConfig.teamName,
    date: '2024-11-25',
    readTime: '9 min read',
    category: 'Business Planning',
    image: '/images/blog/daycare-business-plan-numbers.svg',
    imageAlt: 'Illustration of a business plan document with a pie chart and a calculator',
    featured: false,
  },
  {
    id: 'designing-efficient-daycare-layouts',
    title: 'Designing Efficient Daycare Layouts: Flow, Zoning and Safety',
    excerpt:
      "How to plan the flow of a dog's day, build an escape-proof entrance, zone play rooms, provide rest and isolation space, and choose floors, drainage and acoustics that work.",
    content: `A well-designed daycare feels calm, even when it is full. Dogs move between spaces without bottlenecks, staff can see every group, and cleaning takes minutes rather than hours. A poorly designed one fights its staff all day long. Whether you are fitting out an empty industrial unit or reworking an existing site, these principles will help you get the layout right before the builders arrive.

**Plan the flow of a dog's day**

Before drawing a single wall, map what happens to a dog from arrival to collection: drop-off and handover, a health check, introduction to its group, play, rest, toileting, any feeding or medication, add-on services such as a bath, then collection. Each step needs a place, and the route between them should be short and simple.

Think about people too. Staff need to move between rooms carrying leads, towels and cleaning equipment without walking through the middle of a group. Clients need a clear route to reception that never brings them face to face with an excited room of dogs. Where you can, separate the client-facing front of house from the working areas at the back.

**Make the entrance escape-proof**

Escapes almost always happen at doors. Design every point where dogs could leave the building so there are always at least two secure barriers between a dog and the road. The most reliable approach is an airlock: a small lobby with a door or gate at each end, where one must be closed before the other opens. Apply the same thinking to doors into outdoor areas and to any delivery or fire exits dogs could reach. Fire exits must still open easily for people in an emergency, so discuss your arrangements with your fire risk assessor rather than improvising with locks.

Keep the handover area calm. A dog arriving full of excitement should not have to walk past a glass wall of barking dogs. Solid lower panels, a screened reception desk and a short walk to a settling area make a noticeable difference to stress levels, for dogs and owners alike.

**Zone your play spaces**

One big room is cheap to build but hard to run. Several smaller rooms let you group dogs by size, age, energy and play style, and let you rotate groups for rest and cleaning. A sensible starting point for a mid-sized daycare is:
- A room for small and toy breeds, or for quieter and older dogs
- One or two rooms for medium and large dogs, split by play style
- A puppy area with softer flooring and more opportunity to rest
- Flexible partitions or gates so rooms can be combined on quiet days

Use mesh or glazed panels in internal partitions so staff can see into neighbouring rooms, and avoid dead-end corners where a nervous dog can be cornered. Your council will consider usable floor space when setting the maximum number of dogs on your licence, so agree the calculation with them early and plan generously rather than to the bare minimum.

**Rest, isolation and support areas**

Rest is not an optional extra. In England, the licence conditions for day care require each dog to have a clean, comfortable and warm place to rest and an area where it can avoid seeing other dogs and people if it chooses. A dedicated rest room with individual pens or dens, low lighting and good sound absorption helps dogs switch off and reduces over-arousal in the afternoon.

You also need a space where a dog that becomes unwell, or needs separating for behavioural reasons, can wait safely for collection. Site it away from the main groups, with separate cleaning equipment and easily disinfected surfaces. Beyond the dog areas, plan for:
- A food preparation area with sink and secure storage
- A laundry with commercial-grade washer and dryer
- A wash bay with raised bath and non-slip ramp or steps
- Secure storage for cleaning chemicals, kept away from dogs
- A staff room and toilet, because your team needs a genuine break

**Surfaces, drainage, heat and air**

Floors take a battering. Choose surfaces that are non-slip when wet, impervious and easy to disinfect, such as sealed resin systems or good-quality rubber with sealed seams. Laying floors to fall towards drains makes cleaning dramatically faster; retrofitting drainage later is expensive and disruptive. Walls should be washable to a sensible height, with protected corners and no exposed pipes or cables at dog level.

Temperature and ventilation matter for welfare and for infection control. Industrial units can be freezing in winter and stifling in summer, so budget for heating, mechanical ventilation and, in many cases, cooling. Good natural light improves the environment for dogs and staff alike, but avoid large south-facing glass without shading.

Finally, think about sound. Hard floors, hard walls and metal roofs turn barking into a roar that stresses dogs and exhausts staff. Acoustic panels on walls and ceilings are one of the best-value investments in any daycare fit-out.

Getting the layout right is far cheaper on paper than in concrete. Sketch it, walk it through with your team, share it with your licensing officer, and only then start building.`,
    author: siteConfig.teamName,
    date: '2024-11-18',
    readTime: '4 min read',
    category: 'Facility Design',
    image: '/images/blog/designing-efficient-daycare-layouts.svg',
    imageAlt:
      'Illustration of a daycare floor plan with separate play rooms, a rest area, a double-door entrance and dog icons',
    featured: false,
  },
  {
    id: 'staff-training-excellence',
    title: 'Building Staff Training Excellence in Your Pet Care Business',
    excerpt:
      'A practical training programme for daycare and boarding teams: structured induction, core competencies from body language to first aid, qualifications, records and retention.',
    content: `Your building, your booking system and your marketing all matter, but the quality of a pet-care business is decided by the people on the floor. A well-trained team spots a stressed dog before a scuffle starts, handles an emergency calmly and gives owners the confidence to come back. Training is also something your licensing inspector will look at closely. Here is how to build a training programme that raises standards and keeps good people with you.

**Start with a structured induction**

Too many new starters are handed a lead and told to watch what everyone else does. A structured induction protects dogs, staff and your licence. In the first week, a new team member should:
- Read and sign your key policies, including the emergency plan, cleaning and infection control, and admission procedures
- Learn the layout, including escape routes, fire exits, isolation space and where first aid kits are kept
- Shadow experienced colleagues across every part of the day, from drop-off to collection
- Be introduced to the dogs gradually, with notes on each dog's personality and any special needs

Be clear that a new starter does not count towards your staffing ratio until they have been signed off as competent to supervise a group. That sign-off should be a real assessment by a senior colleague, not a formality.

**Core competencies every carer needs**

Whatever their background, every member of your team should be confident in a core set of skills. Break them down into specific competencies you can observe and sign off.

Reading body language comes first. Staff should recognise early signs of stress and discomfort, such as lip licking, yawning, turning away, a tucked tail, a stiffening body or showing the whites of the eyes, and understand how these can escalate if ignored. Most incidents in daycare are preceded by warning signs that someone could have noticed.

Group management builds on that. Carers need to know how to interrupt play before arousal gets too high, how to use calm movement and positioning to defuse tension, when to give a dog a break, and how to introduce a new dog to a group safely.

Everyone also needs to know how to respond when things go wrong. Train staff in your procedure for separating dogs, using barriers, noise and leads rather than hands, and practise it before it is ever needed. Teach canine first aid too, including recognising heatstroke, the signs of bloat, choking, wounds and seizures, and how to get a dog to your nominated vet quickly.

Finally, handling must be kind. Use reward-based methods only. The licensing conditions require that equipment used with dogs must not cause pain, suffering or distress, and electric shock collars have been banned in England since February 2024 and in Wales since 2010. Make your standards explicit so that nobody brings old habits into your building.

**Qualifications and ongoing development**

Formal qualifications give structure and credibility. Regulated courses in animal or canine care at Level 2 and Level 3 are widely available, including through apprenticeships, and inspectors look favourably on a team with recognised qualifications. Canine first aid certificates should be refreshed regularly; many operators renew them every year or two.

Learning should not stop after induction. Short, regular sessions keep knowledge fresh and give you a chance to address issues as they arise:
- A ten-minute huddle at the start of each day covering new dogs, medication and any behaviour concerns
- A monthly training session on a single topic, such as play styles, resource guarding or senior dog care
- A debrief after any incident or near miss, focused on learning rather than blame
- Annual refreshers on your emergency plan, fire evacuation and infection control

**Record everything**

If it is not written down, an inspector cannot give you credit for it. Keep a training record for every team member showing what they have learned, when, and who signed them off. A simple training matrix, with staff names down one side and competencies across the top, shows at a glance where gaps are and who is ready to take on more responsibility. Keep certificates on file and review each person's record at least once a year. Under the England regulations, records must be kept for at least three years, so do not discard them when someone leaves.

**Build a culture people want to stay in**

Training is wasted if people leave after six months. Pet care can be physically demanding and emotionally draining, and pay in the sector is often modest, so think carefully about what makes your business a good place to work. Offer a visible path for progression, from carer to senior carer to supervisor, linked to competencies and a pay rise. Protect breaks properly, because tired staff make poor decisions around dogs. Recognise good work publicly, ask for your team's ideas on improving the day, and act on them.

Investing in people is the most reliable way to protect your reputation. A confident, well-trained team keeps dogs safe, impresses inspectors and gives owners every reason to recommend you.`,
    author: siteConfig.teamName,
    date: '2024-11-10',
    readTime: '4 min read',
    category: 'Operations',
    image: '/images/blog/staff-training-excellence.svg',
    imageAlt:
      'Illustration of a staff member with a graduation cap beside a dog and a training certificate with a rosette',
    featured: false,
  },
  {
    id: 'daycare-pricing-booking-policies',
    title: 'Setting Daycare Prices and Booking Policies That Protect Your Business',
    excerpt:
      'Price from your true cost per dog per day, build a simple price list, and write fair cancellation, late-collection and health policies that stand up under UK consumer law.',
    content: `Pricing and booking policies are where many good daycares quietly lose money. Prices set by copying the competitor down the road, cancellation rules nobody enforces and late collections that keep staff on the clock all chip away at margins that are already tight. Clear, fair policies fix that, and they make life easier for clients too.

**Price from your costs, then check the market**

Start with your own numbers. Add up your monthly costs, including wages, rent, rates, utilities, insurance, software and a fair salary for yourself, and divide by the number of dog-days you can realistically sell each month. That gives you your true cost per dog per day. Your price needs to sit comfortably above it, with room for quiet months and unexpected repairs.

Then look at the local market. Across much of the UK, a full day of daycare commonly costs somewhere between £20 and £35, with London and parts of the South East often higher. Position yourself deliberately: if you offer smaller groups, structured enrichment, daily reports and a high star rating, you do not need to be the cheapest, and competing on price alone rarely ends well.

Remember VAT. Once your taxable turnover passes £90,000 in any rolling twelve-month period, you must register for VAT and charge 20% on your services. Most full-scale daycares cross that line, so decide early whether your advertised prices already include VAT, and price accordingly.

**Structure your price list**

A simple, logical price list helps clients choose and helps you fill the diary. A typical structure includes:
- A single full day and a half day, with the half day priced at well over half the full-day rate, because it still takes a place
- Fixed weekly places or day bundles at a modest saving
- An assessment or trial session, charged or credited against the first booking
- Add-ons such as baths, nail trims and training sessions
- A discount for a second dog from the same household, if your space allows

Resist the temptation to offer too many options. Five or six clear choices are easier to explain, easier to administer and less likely to be misread.

**Write booking policies clients understand**

Good policies protect your capacity and your staff. The essentials are:
- Cancellation: how much notice clients must give, for example 48 hours for ad hoc days, and what is charged if they do not
- Late collection: a clear closing time and a charge if it is missed, such as a fixed fee for each 15 minutes, because staff have to stay and be paid
- Vaccinations: proof of up-to-date vaccinations before a dog attends, and your position on kennel cough vaccination
- Health: dogs showing signs of illness, such as vomiting, diarrhoea or coughing, must stay at home and may be sent home if symptoms appear during the day
- Behaviour: your screening process, and what happens if a dog is not coping in group care
- Payment: when payment is due, accepted methods and what happens if it is late

Put all of this in written terms and conditions, ask clients to accept them when they register, and send reminders of the key points when you confirm bookings.

**Stay on the right side of consumer law**

Your clients are consumers, so UK consumer law applies. Under the Consumer Rights Act 2015, you must provide services with reasonable care and skill, and terms that are unfair to consumers are not binding on them. Terms must be written in plain language and made prominent, especially anything involving a charge. A cancellation fee should reflect your genuine loss, such as a place you could not resell, rather than acting as a penalty.

If clients book online or by phone without visiting you, the Consumer Contracts Regulations 2013 usually give them a 14-day right to cancel. If a client wants their first booking to fall within that period, you need their express request, and you may charge for any service already provided. If you fail to give the required cancellation information, the cancellation period can be extended by up to twelve months, so make sure your booking process covers it.

Be upfront about every compulsory charge. Headline prices that leave out unavoidable fees, such as a mandatory registration charge, can mislead clients, and the Digital Markets, Competition and Consumers Act 2024 gives regulators stronger powers to act against this kind of drip pricing.

**Communicate price changes well**

Costs will keep rising, and you will need to raise prices from time to time. Give clients at least a month's notice, explain briefly why, and highlight what has improved. Apply increases on a predictable date each year so they never come as a surprise. Handled this way, a price rise is rarely a reason for a good client to leave.`,
    author: siteConfig.teamName,
    date: '2024-11-04',
    readTime: '4 min read',
    category: 'Operations',
    image: '/images/blog/daycare-pricing-booking-policies.svg',
    imageAlt: 'Illustration of a price tag with a paw print next to a booking calendar with marked days',
    featured: false,
  },
  {
    id: 'outdoor-play-areas-noise-management',
    title: 'Outdoor Play Areas and Noise: Designing Spaces Dogs and Neighbours Love',
    excerpt:
      'Secure fencing, surfaces that drain and clean well, shade for hot summers, and practical ways to keep barking from turning into complaints from neighbours or the council.',
    content: `An outdoor area can be the best-loved part of a daycare or the source of its biggest headaches. Dogs benefit enormously from fresh air, sniffing and space to toilet, but outdoor areas bring escape risks, muddy winters, hot summers and, above all, noise. Plan them as carefully as any room inside the building.

**Secure boundaries first**

Every outdoor area must be completely secure. For most daycares, that means:
- Fencing at least 1.8 metres high, and higher where you take athletic or determined breeds
- Solid or close-mesh panels with no horizontal rails or gaps a dog could climb or squeeze through
- A dig-proof base, such as a concrete plinth or mesh buried and turned inwards along the fence line
- Double gates, so there are always two barriers between a dog and the outside world
- No objects near the fence, such as benches or play equipment, that a dog could use as a launch pad

Check boundaries daily before dogs go out, and record the check. Fence panels can loosen in a storm, and a small hole dug overnight by foxes can become an escape route by lunchtime.

**Choose surfaces for drainage and hygiene**

Natural grass looks lovely in photographs but rarely survives daily use by a group of dogs, especially through a British winter. The common alternatives each have trade-offs:
- Artificial grass designed for dogs, laid on a free-draining base, is comfortable and tidy but needs prompt poo pick-up, daily rinsing and regular cleaning with an enzyme product to control odour
- Rubber surfacing is kind on joints and easy to clean, though it can get hot in direct sun
- Concrete or resin laid to falls towards drains is the easiest to disinfect, but it is hard underfoot and heats up quickly
- Bark and wood chip are cheap but difficult to clean properly and can harbour bacteria

Many operators combine surfaces: a hard, easily cleaned toilet zone near the building, with more comfortable surfacing beyond. Whatever you choose, drainage is critical. Standing water turns into mud and hygiene problems quickly.

**Shade, shelter and British weather**

Dogs must have shelter and access to water when outside. Provide shade that covers a meaningful part of the area throughout the day, not just a single umbrella, and a covered section where dogs can stay dry. Fresh water should be available at several points.

Summer heat deserves a written plan. Temperatures in the UK have exceeded 40°C in recent years, and heatstroke can develop quickly in flat-faced breeds, overweight dogs and older dogs. Limit outdoor time during the hottest part of the day, avoid hot surfaces, and make sure staff can recognise the early signs of overheating. In winter, keep sessions shorter and have towels and drying space ready at the door.

**Managing noise before it becomes a complaint**

Barking is the most common reason neighbours complain about dog businesses, and complaints can have serious consequences. Your planning permission may restrict hours of use for outdoor areas, and if noise amounts to a statutory nuisance under the Environmental Protection Act 1990, the council can serve an abatement notice. Breaching it is an offence. Noise problems are far easier to design out than to fix later.

Practical measures that work include:
- Positioning outdoor areas on the side of the site furthest from homes, using the building itself as a barrier
- Solid, close-boarded or purpose-made acoustic fencing without gaps, rather than relying on planting, which does little to reduce sound
- Smaller groups outside at any one time, with staff always present to interrupt barking early
- No outdoor sessions before a sensible morning start or in the evening
- Keeping excited arrival and collection routines indoors

Write a short noise management plan and share it with your team, so the rules are followed every day. Introduce yourself to neighbours before opening and give them a direct number to call if there is a problem. A neighbour who can call you is far less likely to call the council.

**Waste and drainage**

Dog waste from a business is commercial waste, and you have a legal duty of care over it. Use a registered waste carrier, keep your waste transfer notes for at least two years, and store bagged waste in sealed bins away from play areas. Wash water from outdoor areas should run to the foul sewer rather than surface water drains that lead to streams and rivers; if you expect to discharge significant volumes, speak to your water company first.

A well-planned outdoor space keeps dogs happier, makes cleaning quicker and protects your relationship with the neighbourhood. Spend time on it at the design stage, and it will repay you every day you are open.`,
    author: siteConfig.teamName,
    date: '2024-10-21',
    readTime: '4 min read',
    category: 'Facility Design',
    image: '/images/blog/outdoor-play-areas-noise-management.svg',
    imageAlt:
      'Illustration of a fenced outdoor play yard with a shade sail, a tree and a dog, with barking sound waves stopped by a solid fence before a neighbouring house',
    featured: false,
  },
];
