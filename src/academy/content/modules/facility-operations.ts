import type { TrainingCategoryContent } from '../../../content/types';

export const facilityOperationsCategory: TrainingCategoryContent = {
  slug: 'facility-operations',
  name: 'Facility Operations',
  description:
    'Run the site day to day: opening and closing routines, cleaning and disinfection, safe use of chemicals under COSHH, and infection control including kennel cough and parvovirus protocols.',
  icon: 'building',
  displayOrder: 8,
  requiredTier: 'employee',
  modules: [
    {
      slug: 'daily-routines-opening-to-close',
      title: 'Daily Routines: Opening to Close',
      description:
        'The shape of a good daycare day, from opening checks and arrivals through rest, feeding and medication to the closing routine.',
      difficulty: 'beginner',
      estimatedDuration: 25,
      displayOrder: 1,
      sections: [
        {
          type: 'text',
          title: 'The shape of the day',
          content: `# The shape of the day
Dogs cope best with a predictable routine, and so do staff. It also keeps ratios, cleaning and records on track.

## Before the dogs arrive
- Complete the **opening checklist**: security, fences and gates, hazards, water, temperature and equipment.
- Review today's bookings: new dogs, assessments, medication, special diets, and any dog with a health or behaviour note.
- Hold the **team huddle** and confirm groups, rooms and breaks.

## Arrivals
- Health check at the door for every dog: coughing, sneezing, discharge, diarrhoea, vomiting, limping or lethargy.
- Check vaccination records are in date on the system.
- Allow dogs to settle in gradually. Walk new arrivals into their group calmly rather than adding several excited dogs at once.

## Through the day
- **Play sessions broken up by rest**: over-tired dogs are more likely to squabble. Plan at least one longer, quiet rest period, usually in the middle of the day, and shorter breaks for puppies and seniors.
- **Feeding**: only as the owner has instructed in writing, with each dog fed separately and supervised. A dog on a medical diet must be fed in isolation.
- **Medication**: given only with the owner's signed written instructions, in the original labelled packaging, and recorded each time with the time and the staff member's name. If anything is unclear, do not give it; ask the shift lead and contact the owner.
- **Toileting**: pick up faeces straight away and note any diarrhoea or blood.
- **Water**: refresh and clean bowls throughout the day.

## Departures and close
- Calm handovers with a short summary for each owner.
- Headcount at the end of the day against the register: **no dog may stay overnight** in a day care licensed in England.
- Complete the **closing checklist**: cleaning, laundry, waste, records and security.

[Image: Wall-mounted daily timetable showing arrival, play, rest, feeding and collection times with coloured blocks for each room]`,
        },
        {
          type: 'checklist',
          title: 'Opening checklist',
          content: `- Alarm off and building secure, with no signs of forced entry or damage
- Perimeter fence and all gates checked and latching
- Indoor and outdoor areas checked for hazards
- Heating, cooling and ventilation set for the weather
- Fresh water in every area
- Isolation area clean, stocked and ready
- First aid kits checked
- Cleaning products and PPE stocked and locked away
- Today's bookings reviewed, including new dogs, medication and special notes
- Staff numbers checked against bookings for the ratio
- Team huddle held`,
        },
        {
          type: 'checklist',
          title: 'Closing checklist',
          content: `- Every dog accounted for against the register and collected
- All areas cleaned and disinfected according to the cleaning schedule
- Bowls washed and left to dry
- Bedding and towels in the laundry or washed and drying
- Waste bagged and placed in the commercial waste bin
- Medication records completed and any unused medication returned to owners
- Incident and accident records completed
- Daily notes and register updated and backed up
- Chemicals locked away
- Windows, doors and gates secured
- Heating and appliances set for overnight
- Alarm set`,
        },
        {
          type: 'video',
          title: 'A day in the life of a daycare',
          content: `[Video: A day in the life of a daycare, 09:00]
A time-lapse tour of one full day in a licensed daycare, with the shift lead talking through each stage.

- **07:15** Opening checks: the fence walk, gates, water and temperature. A chewed toy and a loose hose are dealt with.
- **07:30** The team huddle: twenty-two dogs booked, one new dog, two on medication and one dog needing extra watching after a scuffle last week.
- **07:45 to 09:30** Arrivals: health checks at the door, calm introductions, and groups filling up gradually.
- **Late morning** Play in matched groups, with handlers rotating rooms so that everyone gets a change.
- **Midday** Rest: lights dimmed, calm music, dogs in beds. Handlers take staggered breaks with named cover.
- **Afternoon** Gentler play, enrichment such as scent games and lick mats (only for dogs whose owners allow food), and a brush and towel-down before home time.
- **16:30 onwards** Collections with a short summary for each owner.
- **After close** Cleaning, laundry, records and lock-up.

The shift lead's tip: the routine is there to serve the dogs. If a group is over-excited, bring rest forward; if it is hot, cut play short. Just record what you changed and why.`,
        },
        {
          type: 'quiz',
          title: 'Check your understanding: daily routines',
          content: `Q: An owner hands you medication in an unlabelled food bag and says "just give him one at lunch". What do you do?
- Give it at lunchtime as asked
* Do not accept it as it is; explain that medication must be in its original labelled packaging with signed written instructions, and involve the shift lead
- Guess the dose from the dog's size
- Give half to be safe
Why: Medication is only given with signed written instructions in the original packaging, and every dose is recorded.

Q: Why are rest periods built into the daycare day?
- So staff can go home early
* Because tired, over-aroused dogs are more likely to squabble, and dogs need proper rest
- Because the licence requires dogs to sleep for set hours
- They are optional
Why: Rest protects welfare and reduces conflict; the licence also requires a comfortable rest area.

Q: At closing, what must you check against the register?
* That every dog booked in today has been collected
- That the owners have paid
- That every dog ate its lunch
- That tomorrow's bookings are full
Why: A licensed day care in England cannot keep dogs overnight, and the headcount ensures no dog is missed.`,
        },
      ],
    },
    {
      slug: 'cleaning-disinfection-and-coshh',
      title: 'Cleaning, Disinfection & COSHH',
      description:
        'Clean and disinfect effectively, and use, store and dilute chemicals safely under the Control of Substances Hazardous to Health Regulations.',
      difficulty: 'intermediate',
      estimatedDuration: 35,
      displayOrder: 2,
      sections: [
        {
          type: 'text',
          title: 'Clean first, then disinfect',
          content: `# Clean first, then disinfect
Good cleaning is one of the most important ways we prevent disease spreading between dogs. It is also one of the first things a licensing inspector notices.

## Cleaning and disinfecting are different
- **Cleaning** removes dirt, faeces, urine, hair and other organic matter, using detergent, water and physical scrubbing.
- **Disinfecting** kills or inactivates germs on a surface that is already clean.

Most disinfectants work poorly, or not at all, in the presence of dirt and organic matter. **Always clean first, then disinfect.**

## The method
1. **Remove** solid waste, hair and debris.
2. **Clean** with detergent and water, scrubbing where needed.
3. **Rinse** if the product instructions say so.
4. **Disinfect** using the correct product at the **dilution on the label**.
5. **Leave it for the full contact time**: the surface must stay wet with disinfectant for the time stated on the label, or it will not work properly.
6. **Rinse and dry** if the label requires it, before dogs return to the area.

## Good habits
- Work from clean areas to dirty areas, and from high surfaces to low ones.
- Use **colour-coded equipment**, so that mops and buckets from the isolation area or toilet areas never go into play rooms.
- Pick up faeces and clean up urine and vomit straight away.
- Wash bowls daily, and more often if needed, separately from staff crockery.
- Wash bedding and towels regularly on a hot wash.
- Take care with pressure washers: they can spread germs in the spray, so use them only when dogs are out of the area.
- Sign off the **cleaning schedule** so that there is a record.

## Waste
Dog waste from a business is commercial waste, not household rubbish. It must be collected by a registered waste carrier, and the business must keep its waste transfer notes.

[Image: Colour-coded mops and buckets on a wall rack, with a laminated chart showing which colour is used in which area]`,
        },
        {
          type: 'text',
          title: 'COSHH: using chemicals safely',
          content: `# COSHH: using chemicals safely
The **Control of Substances Hazardous to Health Regulations 2002 (COSHH)** require employers to assess the risks from hazardous substances, prevent or control exposure and train staff. In a daycare this covers cleaning products and also biological hazards such as dog faeces.

## What your employer provides
- A **COSHH assessment** for each hazardous product and task
- The **safety data sheet** for each product, kept where staff can find it
- Suitable **personal protective equipment (PPE)**, such as gloves and eye protection
- Training before you use any product

## Your responsibilities
- Only use products you have been **trained** on.
- **Read the label** every time, including the hazard pictograms.
- Wear the PPE specified, and report any that is damaged.
- Report any skin irritation, breathing problems or other symptoms.

## The golden rules
1. **Never mix chemicals.** Bleach mixed with acidic cleaners can release chlorine gas, and bleach mixed with ammonia-based products can release other toxic gases.
2. **Dilute exactly as the label says**, using the measuring equipment provided. Stronger is not better: it can harm dogs' paws and skin.
3. **Never decant into drinks bottles** or unlabelled containers. Spray bottles must be labelled with the product name and dilution.
4. **Store products** locked away, upright, in their original containers and away from food and dogs.
5. Make sure areas are **ventilated** while you work.
6. Keep dogs out of the area until it is safe, following the label.

## If something goes wrong
- **In the eyes**: rinse with clean, running water for several minutes and get medical advice.
- **On the skin**: remove contaminated clothing and rinse well.
- **Swallowed or inhaled**: get medical help and take the product label or safety data sheet with you.
- **A dog exposed**: move it away, rinse any product off its coat and paws with water, and **call the vet** with the product details.

[Image: Locked chemical cupboard with labelled containers, a measuring jug, gloves and goggles, and safety data sheets in a folder on the door]`,
        },
        {
          type: 'video',
          title: 'Diluting and storing chemicals safely',
          content: `[Video: Diluting and storing chemicals safely, 06:10]
Our operations lead demonstrates making up a disinfectant solution for the play rooms.

- **Check the COSHH assessment and label** first: what PPE is needed, the dilution and the contact time.
- **Put on gloves and eye protection** before opening the container.
- **Water first, then chemical**: add the measured amount of product to the measured water, using the dispenser or jug provided, to reduce splashing.
- **Label the spray bottle** with the product name, dilution and date made up.
- **Return the concentrate** to the locked cupboard straight away.
- **Apply, then time the contact period** with the timer on the wall, keeping the surface wet.

She then shows what not to do: a spray bottle with a worn-off label, a concentrate left on the floor of the play room, and "a splash extra for luck". She explains why each one matters for the dogs' safety and for ours, and finishes by showing where the safety data sheets are kept and how to find the first aid section quickly.`,
        },
        {
          type: 'checklist',
          title: 'Daily cleaning schedule',
          content: `- Faeces, urine and vomit cleaned up immediately throughout the day
- Water bowls emptied, washed and refilled at least daily
- Feed bowls washed after every use
- Play room floors cleaned and disinfected at close
- Rest area beds checked and soiled bedding changed
- Door handles, gates and reception surfaces cleaned and disinfected
- Isolation area cleaned with its own colour-coded equipment
- Outdoor toilet areas picked up and treated according to the surface
- Toys washed or removed if damaged
- Laundry washed and dried
- Waste bagged and removed to the commercial waste bin
- Cleaning schedule signed and dated`,
        },
        {
          type: 'quiz',
          title: 'Check your understanding: cleaning and COSHH',
          content: `Q: Why must surfaces be cleaned before they are disinfected?
- To make the disinfectant smell nicer
* Because dirt and organic matter stop most disinfectants working properly
- Because the law says so, for no particular reason
- It is not necessary if you use a strong disinfectant
Why: Organic matter inactivates or shields germs from many disinfectants, so cleaning comes first.

Q: What is the contact time on a disinfectant label?
- How long the product lasts once opened
* How long the surface must stay wet with the product for it to work
- The time of day to clean
- How long until the dogs can eat
Why: Disinfectants need time in contact with the surface to kill germs.

Q: A colleague suggests adding some bleach to the acidic toilet cleaner to make it stronger. What do you say?
* No: mixing chemicals can release toxic gas
- Yes, but only a small amount
- Yes, if the room is ventilated
- Only if the dogs are outside
Why: Never mix chemicals; bleach and acids can release chlorine gas.

Q: Disinfectant splashes in your eye. What do you do first?
- Rub it gently
- Wait to see if it stings
* Rinse with clean running water for several minutes and get medical advice
- Put on goggles to protect it
Why: Immediate, thorough rinsing reduces damage; the safety data sheet gives product-specific advice.`,
        },
      ],
    },
    {
      slug: 'infection-control-kennel-cough-and-parvo',
      title: 'Infection Control: Kennel Cough & Parvovirus',
      description:
        'Stop disease spreading through the daycare: vaccination checks, isolation and hygiene, and step-by-step protocols for kennel cough and parvovirus.',
      difficulty: 'advanced',
      estimatedDuration: 40,
      displayOrder: 3,
      sections: [
        {
          type: 'text',
          title: 'Infection control principles',
          content: `# Infection control principles
Dogs in a daycare share air, water, toys and floors, so infections can spread quickly. The licence conditions require reasonable steps to prevent and control the spread of disease among animals and people.

## 1. Keep infection out
- **Vaccination evidence** checked and recorded before a dog first attends and whenever boosters fall due. Defra's day care guidance expects each dog's vaccinations to be up to date, typically including distemper, infectious canine hepatitis (adenovirus), parvovirus and leptospirosis. Your admissions policy, set with your vet, says what evidence you need and whether kennel cough vaccination is required.
- Puppies only attend once their vet has confirmed their primary vaccination course is complete and they are ready to mix.
- **Health checks at the door**, and a firm, friendly policy that unwell dogs stay at home.

## 2. Spot it early
- Watch for coughing, sneezing, nasal or eye discharge, vomiting, diarrhoea, lethargy and loss of appetite.
- Report any sign to the shift lead straight away.

## 3. Isolate
- A dog showing signs of infectious illness goes to the **isolation area**, away from other dogs, until it is collected.
- Handle it last if possible, use gloves and an apron, and use the isolation area's own equipment.

## 4. Break the chain
- **Hand washing** with soap and water after handling dogs, faeces or bedding, and before eating or drinking. Hand gel does not replace washing visibly dirty hands.
- Clean, then disinfect, using a product proven to work against the germs you are dealing with.
- Keep rooms well ventilated.

## 5. Protect people too
Some infections can pass from dogs to people (**zoonoses**), such as ringworm, some gut infections and leptospirosis. Cover cuts, wear gloves for dirty tasks and wash your hands. Tell your manager if you are pregnant or have a weakened immune system so that your risk assessment can be reviewed.

[Image: Isolation room with a closed door, a sign reading isolation in use, a hand-wash station, aprons, gloves and its own red cleaning equipment]`,
        },
        {
          type: 'text',
          title: 'Kennel cough protocol',
          content: `# Kennel cough
"Kennel cough" is the common name for **canine infectious respiratory disease**. It can be caused by several viruses and bacteria, often together, including Bordetella bronchiseptica and canine parainfluenza virus. It spreads through droplets in the air when dogs cough, sneeze or bark, by direct nose-to-nose contact, and on shared bowls, toys, hands and clothing. Vaccination reduces the risk and severity, but **vaccinated dogs can still catch it**.

## Signs
- A harsh, hacking or "honking" cough, often worse with excitement or pressure on the throat from a collar
- Retching or bringing up white froth after coughing
- Sneezing and a runny nose or eyes

Most dogs stay bright, but some, especially puppies, older dogs, flat-faced breeds and dogs with other health problems, can become seriously ill. **A coughing dog that is lethargic, off its food or struggling to breathe needs a vet urgently.**

## If a dog starts coughing at daycare
1. **Move it to the isolation area** straight away and tell the shift lead.
2. **Call the owner** to collect it, and suggest they ring their vet. Vet practices often ask owners of coughing dogs to wait outside or in the car, so they should phone ahead.
3. **Note which dogs it was in contact with**, and which areas and equipment it used.
4. **Clean and disinfect** those areas, bowls and toys, and increase ventilation.
5. **Record it** in the incident log.
6. The manager decides how to **inform other owners**, without naming the dog or its owner, so they can watch for signs.
7. The dog returns only after the exclusion period set in your policy has passed, which is based on your vet's advice.

## At the door
A dog that coughed at home last night should not come in today. Be kind but clear: excluding it protects every dog in the building, including the ones that are elderly or vulnerable.

[Image: Staff member leading a coughing dog on a slip lead into a separate isolation room away from the main play area]`,
        },
        {
          type: 'text',
          title: 'Parvovirus protocol',
          content: `# Parvovirus
Canine parvovirus is a serious, highly contagious disease. It spreads through the faeces of infected dogs and on anything contaminated by them: floors, grass, bowls, shoes, clothing and hands. The virus can **survive in the environment for many months** and is **resistant to many common disinfectants**. Unvaccinated dogs and young puppies are most at risk, and the disease can be fatal.

## Signs
- Sudden, severe **vomiting**
- **Diarrhoea**, often foul-smelling and bloody
- Lethargy, weakness and refusing food
- Rapid dehydration

Many other illnesses cause vomiting and diarrhoea, and only a vet can diagnose parvovirus. But because the consequences of missing it are so serious, **treat bloody diarrhoea with vomiting as a possible parvovirus case** until a vet says otherwise.

## If parvovirus is suspected
1. **Isolate the dog immediately** and keep the number of staff handling it to one person if possible.
2. That person wears **gloves, an apron and shoe covers**, and does not go back into the play areas until they have removed the PPE, washed thoroughly and changed if needed.
3. The shift lead **calls the owner** for urgent collection and tells them to **phone their vet before arriving**, so the practice can keep other patients safe. If the dog is collapsing or cannot be collected quickly, call the vet yourself.
4. **Close off the areas** the dog used. Remove faeces and vomit carefully, clean thoroughly, then disinfect with a product **proven to be effective against parvovirus**, at the correct dilution and contact time.
5. Check the **vaccination records** of every dog it was in contact with.
6. The manager informs the owners of contact dogs, takes advice from the vet on cleaning and on re-opening affected areas, and records everything.

[Image: Staff member in gloves, apron and shoe covers disinfecting a closed-off section of a play room, with a warning sign on the gate]`,
        },
        {
          type: 'checklist',
          title: 'Suspected infectious disease: first hour',
          content: `- Dog moved to the isolation area
- Shift lead informed
- One named person handling the dog, wearing PPE
- Owner called and told to phone their vet before arriving
- Vet called directly if the dog is seriously unwell
- Contact dogs and areas used noted
- Affected areas closed off
- Cleaning and disinfection started with the correct product, dilution and contact time
- Vaccination records of contact dogs checked
- Incident log started
- Manager deciding how to inform other owners`,
        },
        {
          type: 'quiz',
          title: 'Check your understanding: infection control',
          content: `Q: A fully vaccinated dog starts coughing. Could it have kennel cough?
- No, vaccinated dogs cannot catch it
* Yes, vaccination reduces the risk and severity but does not prevent every case
- Only if it is a puppy
- Only if it has been abroad
Why: Several agents cause kennel cough, and vaccinated dogs can still be infected, so isolate and follow the protocol.

Q: Why is parvovirus particularly hard to control?
- It only spreads through the air
* It survives in the environment for a long time and resists many common disinfectants
- It only affects cats
- It is killed by normal washing-up liquid
Why: Parvovirus is very hardy, so a product proven against it, used correctly, is essential.

Q: A dog has vomiting and bloody diarrhoea. What should the handling staff member do?
- Carry on working across all the play rooms
* Wear gloves, an apron and shoe covers, handle only that dog, and wash and change before returning to other areas
- Handle it with bare hands to keep it calm
- Take it for a walk to settle its stomach
Why: Limiting contact and using PPE prevents the virus being carried to other dogs.

Q: What should an owner collecting a dog with suspected infectious illness be told?
* To phone their vet before arriving at the practice
- To take it straight to the dog park
- To bring it back tomorrow
- Nothing, to avoid worrying them
Why: Calling ahead lets the vet practice protect other patients from infection.`,
        },
      ],
    },
  ],
};
