import type { TrainingCategoryContent } from '../../../content/types';

/**
 * First aid is the one topic of the Academy whose certificates expire. UK first aid training runs on a three-year
 * cycle: the HSE's First Aid at Work and Emergency First Aid at Work certificates last three years, canine first aid
 * courses follow the same cycle, and first aid is the skill that fades fastest without practice. The category's
 * welfare module shares the period, since the setting is per category and it is taken with the others.
 *
 * Every other category deliberately has no period. Health and safety, behaviour, customer care, licensing, facility
 * operations and the employer topics have no recognised certificate lifetime in UK practice: refreshers there are for
 * each employer's training plan (as the induction module of Leading a Team advises), and a change in the law is met by updating the
 * module, not by expiring what people already learned. An invented deadline would only send needless reminders.
 */
const certificateValidYears = 3;

export const canineFirstAidCategory: TrainingCategoryContent = {
  slug: 'canine-first-aid',
  name: 'Canine First Aid & Welfare',
  description: `Recognise when a dog is unwell, give safe first aid for heatstroke, choking, bleeding and bloat while getting veterinary help, and meet your legal duty of care every day. Certificates for these modules are valid for ${certificateValidYears} years and then need renewing: we email you a reminder before yours expires.`,
  icon: 'heart',
  displayOrder: 3,
  requiredTier: 'employee',
  certificateValidYears,
  modules: [
    {
      slug: 'canine-first-aid-foundations',
      title: 'First Aid Foundations',
      description:
        'The principles of canine first aid: keeping yourself safe, checking a dog over, knowing what normal looks like and when to call the vet.',
      difficulty: 'beginner',
      estimatedDuration: 30,
      displayOrder: 1,
      sections: [
        {
          type: 'text',
          title: 'The principles of canine first aid',
          content: `# The principles of canine first aid
First aid is the help you give a dog **until it can be seen by a vet**. It is not a replacement for veterinary treatment. In this business the rule is simple: **if in doubt, call the vet.** Every dog's registered vet is on its record, and our own emergency vet is listed on the wall by the phone.

## The aims of first aid
- Keep the dog alive and stop things getting worse
- Reduce pain and distress
- Get the dog to veterinary care quickly and safely

## Keep yourself safe
A dog in pain or frightened may bite, even a dog you know well.
- Approach calmly and ask a colleague to help hold and reassure the dog.
- A soft muzzle or a tape muzzle can be used if you have been trained, **but never muzzle a dog that is struggling to breathe, vomiting, or has an injury to its face or mouth.**

## A quick check
1. **Danger**: is the area safe for you and the dog? Move other dogs away.
2. **Response**: does the dog respond to its name and your touch?
3. **Airway and breathing**: is the chest rising and falling? Is breathing noisy or laboured?
4. **Gums**: lift the lip. Healthy gums are usually moist and pink (some dogs have naturally dark gums, so check the inside of the lower eyelid instead). Pale, white, blue, grey or very red gums are an emergency.
5. **Bleeding**: look and feel for wounds.

## Know what normal looks like
Notice each dog's breathing, gum colour and energy when it is calm and well, so that you spot changes quickly.

## Medicines
**Never give a dog human medicines**, such as painkillers, and never give any medicine that the owner has not provided with written, signed instructions. Some common human medicines are poisonous to dogs.

[Image: Staff member lifting a calm dog's lip to check the colour of its gums while a colleague gently holds the dog]`,
        },
        {
          type: 'video',
          title: 'Checking a dog over',
          content: `[Video: Checking a dog over nose to tail, 07:00]
A registered veterinary nurse demonstrates a calm nose-to-tail check on a relaxed dog.

- **Eyes and nose**: clear and bright, with no discharge, squinting or swelling.
- **Mouth and gums**: colour, moisture and any bleeding or foreign objects. She shows the capillary refill test: press a gum gently until it goes pale and see how quickly the colour returns, usually within about two seconds.
- **Breathing**: count breaths by watching the chest rise and fall while the dog is resting, not panting.
- **Body**: run your hands gently over the whole body, watching the dog's face for signs of discomfort, and feel for heat, swelling, lumps or wet patches of blood.
- **Legs and paws**: look between the toes and at the pads and nails.
- **Back end**: diarrhoea, blood or anything unusual.

She explains that the value of this check is spotting change: if you check dogs when they are well, you will notice sooner when something is wrong. Anything you are unsure about is reported to the shift lead, and the owner is told at collection or, if it cannot wait, the vet is called.`,
        },
        {
          type: 'checklist',
          title: 'Canine first aid kit check',
          content: `- Emergency vet phone number and address on the kit and by the phone
- Non-stick wound dressings in several sizes
- Conforming bandages and self-adhesive bandage
- Sterile saline for flushing wounds and eyes
- Blunt-ended scissors
- Tick remover
- Disposable gloves
- Clean towels and a foil blanket
- Soft muzzles in several sizes
- Slip leads
- Torch
- Notepad and pen to record times and observations
- Items used since the last check have been replaced
- Nothing is past its expiry date`,
        },
        {
          type: 'quiz',
          title: 'Check your understanding: first aid foundations',
          content: `Q: What is the main aim of first aid for a dog?
- To treat the dog fully so that it does not need a vet
* To keep the dog alive and stable until it can be seen by a vet
- To decide whether the owner needs to know
- To give the dog pain relief
Why: First aid buys time; the vet provides treatment.

Q: When should you NOT muzzle an injured dog?
- When it is growling
- When it is a large breed
* When it is struggling to breathe, vomiting or has a mouth or face injury
- When the owner is not present
Why: A muzzle can be dangerous if the dog cannot breathe or clear its mouth.

Q: A dog seems to be in pain and you have some painkillers in your bag. What should you do?
* Never give human medicines; call the vet for advice
- Give half a tablet because it is a small dog
- Crush it into some food
- Ask a colleague whether they think it is safe
Why: Some human medicines are poisonous to dogs, and only medicines supplied by the owner with written instructions may be given.

Q: A dog's gums look very pale. What does this mean?
- Nothing, as gums change colour all the time
- It is probably just cold
* It may be an emergency, so call the vet immediately
- The dog needs a drink of water
Why: Pale, white, blue or grey gums can indicate shock, blood loss or a breathing problem.`,
        },
      ],
    },
    {
      slug: 'canine-emergencies-heatstroke-choking-bleeding-bloat',
      title: 'Emergencies: Heatstroke, Choking, Bleeding & Bloat',
      description:
        'Recognise and respond to the life-threatening emergencies most likely in a daycare, always alongside calling the vet.',
      difficulty: 'intermediate',
      estimatedDuration: 45,
      displayOrder: 2,
      sections: [
        {
          type: 'text',
          title: 'Heatstroke',
          content: `# Heatstroke
Heatstroke happens when a dog cannot lose heat fast enough. Dogs cool themselves mainly by panting, which works poorly in hot, humid or poorly ventilated rooms. It is an emergency that can kill, but it is also largely preventable.

## Dogs at higher risk
- Flat-faced (brachycephalic) breeds such as pugs, bulldogs and French bulldogs
- Overweight, elderly or very young dogs
- Dogs with thick coats or heart or breathing problems
- Very energetic dogs that will keep playing even when overheated

## Warning signs
- Heavy, noisy panting that does not settle with rest
- Drooling, a very red or dark tongue and gums
- Restlessness or, later, weakness, wobbliness and lethargy
- Vomiting or diarrhoea
- Collapse or seizures

## What to do
1. **Stop the activity** and move the dog into shade or the coolest room.
2. **Call the vet straight away** and tell them you suspect heatstroke. Follow their instructions.
3. **Start cooling immediately.** Pour cool water over the dog's body continuously and use a fan or air movement. Any water cooler than the dog helps; do not wait for it to be the perfect temperature. Do not drape a wet towel over the dog and leave it there, as it can trap heat.
4. Let the dog drink small amounts of cool water if it is alert and wants to. Do not force water into its mouth.
5. **Keep cooling while you travel** to the vet, with the air conditioning on or windows open.
6. **Every dog with suspected heatstroke must be seen by a vet**, even if it seems to recover. Damage to internal organs is not always visible at first.

## Prevention on hot days
- Shade, fresh water and ventilation in every area
- Shorter, calmer play sessions, with ball games stopped
- Extra rest for at-risk breeds
- Monitor room temperatures and use fans or cooling mats

[Image: Staff member pouring cool water over a panting bulldog in a shaded area while a colleague speaks to the vet on the phone]`,
        },
        {
          type: 'text',
          title: 'Choking and bleeding',
          content: `# Choking
Daycare dogs can choke on balls, chews, stolen food or pieces of broken toys.

## Signs
- Pawing at the mouth, gagging or retching
- Distress and panic, or noisy or silent struggling to breathe
- Blue or grey gums, then collapse

## What to do
1. **Shout for help.** One person calls the vet immediately.
2. If the dog can still breathe and cough, keep it calm and let it try to clear the object while you get it to the vet.
3. If you can clearly see the object, open the mouth carefully and try to hook it out sideways with your fingers. **Be careful not to push it further in**, and be aware of the risk of being bitten.
4. Do not pull on string, thread or anything that seems stuck; leave it for the vet.
5. Only use back blows or chest or abdominal thrusts if you have practised them on a recognised canine first aid course.
6. **The dog must see a vet even if the object comes out**, because the throat may be damaged.

# Bleeding
## What to do
1. Stay safe: a dog in pain may bite.
2. **Apply firm, direct pressure** to the wound with a clean, non-stick dressing or a clean towel and hold it.
3. If blood soaks through, **add more dressing on top**. Do not remove the first layer, as this can restart the bleeding.
4. If you have been trained, bandage the dressing in place firmly but not too tightly, and check toes for swelling.
5. Keep the dog calm, still and warm, and **call the vet**.
6. Do not use a tourniquet and do not remove anything stuck in a wound.

**Any bite wound from another dog needs a vet's check.** Punctures can be much deeper than they look and often become infected.

[Image: Gloved hands holding a folded dressing firmly against a wound on a dog's front leg]`,
        },
        {
          type: 'text',
          title: 'Bloat (gastric dilatation-volvulus)',
          content: `# Bloat (GDV)
Gastric dilatation-volvulus (**GDV**), often called bloat, is when the stomach fills with gas and can twist on itself. It cuts off the blood supply and is a **life-threatening emergency that needs a vet immediately**. There is no first aid that can treat it; your job is to recognise it fast and get the dog to a vet.

## Dogs at higher risk
GDV can affect any dog, but it is more often seen in large and giant, deep-chested breeds, such as:
- Great Danes, Irish Setters and Weimaraners
- German Shepherds, Standard Poodles and Dobermanns
- Other large, deep-chested dogs, including crossbreeds

## Signs
- **Retching or trying to vomit with little or nothing coming up**
- A swollen, tight or drum-like belly (this is not always obvious)
- Restlessness, pacing, looking at the belly or being unable to settle
- Drooling
- Fast breathing, pale gums and weakness
- Collapse

## What to do
1. **Call the vet immediately.** Say that you suspect GDV so that they can prepare.
2. Call the owner or emergency contact, but **do not wait for them** before setting off.
3. Transport the dog straight away, keeping it as calm and still as possible.
4. **Do not give food or water**, and do not try to make the dog vomit.
5. Do not "wait and see". Minutes matter.

## Reducing the risk at daycare
- Feed only according to the owner's written instructions, and feed dogs separately and calmly.
- **Avoid vigorous play and exercise around meal times.** Many vets advise a rest period before and after feeding; follow the owner's instructions from their vet.
- Keep water available, but discourage gulping huge amounts straight after intense play.
- Make sure all staff know which dogs on today's list are higher-risk breeds.

[Image: Silhouette of a deep-chested dog with the stomach area highlighted and a list of warning signs beside it]`,
        },
        {
          type: 'video',
          title: 'Making the emergency call to the vet',
          content: `[Video: Making the emergency call to the vet, 05:15]
A role play between a daycare shift lead and a veterinary receptionist shows how to get help quickly and clearly.

- **Say who you are**: your name, the business name and your phone number.
- **Say what the emergency is** in one sentence: "A Great Dane here is retching with nothing coming up and his belly looks swollen. We think it may be bloat."
- **Give the key facts**: the dog's name, breed, age, weight if known, when it last ate, when the signs started and what you have done.
- **Listen and follow the instructions**, and tell them when you expect to arrive.
- **Write it down**: the time of the call, the advice given and the time you left.

The video then shows the second staff member calling the owner while the dog is loaded, and the shift lead checking that ratios are still safe for the dogs left behind. The trainer reminds us: one person deals with the dog, one makes calls, and the rest of the team keeps the other dogs safe.`,
        },
        {
          type: 'quiz',
          title: 'Check your understanding: emergencies',
          content: `Q: A pug is panting heavily and has become wobbly after playing on a warm day. What should you do first?
- Put it in a crate to rest and check on it in an hour
* Move it somewhere cool, call the vet and start cooling it with cool water and air movement
- Cover it with a wet towel and leave it to rest
- Give it a large bowl of ice cubes to eat
Why: Heatstroke is an emergency: stop, call the vet, cool immediately and keep cooling on the way.

Q: A Weimaraner keeps trying to vomit but nothing comes up, and it cannot settle. What is the right response?
- Wait half an hour to see whether it passes
- Give it water to settle its stomach
* Treat it as a suspected GDV emergency and get it to a vet immediately
- Take it for a walk to help it pass wind
Why: Unproductive retching and restlessness in a deep-chested dog are classic signs of GDV, which needs urgent surgery.

Q: A dressing on a bleeding paw has soaked through. What do you do?
- Remove it and apply a fresh one
* Add another dressing on top, keep firm pressure and call the vet
- Apply a tourniquet above the wound
- Let it bleed to clean the wound
Why: Removing the first dressing can disturb clotting; add layers and keep pressure on.

Q: You hooked a piece of toy out of a choking dog's mouth and it now seems fine. What next?
- Nothing, the problem is solved
* Call the vet and have the dog checked, and tell the owner
- Give it something to eat to check it can swallow
- Put it back in the play group
Why: The throat can be injured or a piece may remain, so the dog must still be seen.`,
        },
      ],
    },
    {
      slug: 'welfare-and-duty-of-care',
      title: 'Welfare & Your Duty of Care',
      description:
        'What the Animal Welfare Act 2006 expects of everyone caring for a dog, and the daily welfare checks that catch problems early.',
      difficulty: 'beginner',
      estimatedDuration: 25,
      displayOrder: 3,
      sections: [
        {
          type: 'text',
          title: 'The law: your duty of care',
          content: `# Your duty of care
When a client leaves their dog with us, we become legally responsible for its welfare for the day.

## The Animal Welfare Act 2006
In England and Wales, the **Animal Welfare Act 2006** places a **duty of care** on any person responsible for an animal, whether permanently or temporarily. That includes daycare staff while a dog is in our care. The responsible person must take reasonable steps to meet the animal's **five welfare needs**:
1. **A suitable environment**: somewhere safe, clean, comfortable and at a suitable temperature
2. **A suitable diet**: including fresh water at all times
3. **To be able to exhibit normal behaviour patterns**: play, sniffing, chewing, resting
4. **To be housed with, or apart from, other animals**: as suits the individual dog
5. **To be protected from pain, suffering, injury and disease**

The Act also makes it an offence to cause an animal **unnecessary suffering**, including by failing to act, for example by not getting veterinary help for a dog that obviously needs it.

Scotland has a similar duty under the **Animal Health and Welfare (Scotland) Act 2006**, and Northern Ireland under the **Welfare of Animals Act (Northern Ireland) 2011**.

## What this means in daycare
- Water in every area, all day
- A rest area where each dog can sleep comfortably and a space where it can get away from other dogs and people
- Groups matched so that every dog can enjoy its day
- Prompt action, including a call to the vet, when a dog is unwell or injured
- Never leaving a dog in a hot car or van

## Raising a concern
If you ever see something that worries you about a dog's welfare, whether here or in its home life, tell the manager. You will not get into trouble for raising a genuine concern.

[Image: A calm rest room with raised beds, fresh water bowls and soft lighting, with a dog asleep in the foreground]`,
        },
        {
          type: 'text',
          title: 'Spotting a dog that is unwell',
          content: `# Spotting a dog that is unwell
You see each dog for hours at a time, so you are often the first to notice that something is not right. Compare what you see with **that dog's normal**.

## Tell the shift lead if a dog
- Is quieter than usual, will not play or keeps hiding
- Will not eat the food its owner sent, or is drinking far more than usual
- Has diarrhoea, vomits, or is straining to pass urine or faeces
- Is coughing, sneezing or has a runny nose or eyes
- Is limping, stiff, or yelps when touched
- Is scratching, shaking its head or licking one area constantly
- Has a swelling, wound or sore patch

## Call the vet straight away if a dog
- Collapses, has a seizure or is struggling to breathe
- Has pale, blue or grey gums
- Shows signs of heatstroke or bloat
- Has eaten something poisonous
- Is bleeding heavily or has a bite wound
- Vomits repeatedly or has bloody diarrhoea

## Common poisons
Keep these well away from dogs, including in staff bags and lunches:
- Chocolate, grapes, raisins, sultanas and currants
- **Xylitol**, a sweetener found in some chewing gum, sweets and peanut butters
- Onions and garlic
- Human medicines, including painkillers
- Antifreeze, rodent bait and garden chemicals

If a dog may have eaten something poisonous, **call the vet immediately**, keep the packaging and do not try to make the dog sick unless the vet tells you to.

## Infectious illness
A dog with a cough, diarrhoea or vomiting goes to the **isolation area** away from other dogs while its owner is contacted. See the Facility Operations module on infection control.

[Image: Staff member gently checking a quiet dog lying in its bed, with a notebook beside her to record observations]`,
        },
        {
          type: 'checklist',
          title: 'Daily welfare check for each dog',
          content: `- Arrived bright, alert and moving normally
- Owner asked about any health changes, medication or recent vet visits
- Collar or harness fitted correctly with an ID tag
- Drinking normally through the day
- Ate any food provided, according to the owner's instructions
- Toileting normally, with no diarrhoea or straining
- No coughing, sneezing or discharge from eyes or nose
- No limping, wounds or signs of pain
- Had proper rest periods as well as play
- Body language relaxed and comfortable in the group
- Anything unusual recorded and reported to the shift lead
- Owner told about anything notable at collection`,
        },
        {
          type: 'quiz',
          title: 'Check your understanding: duty of care',
          content: `Q: Who has a duty of care for a dog while it is at daycare?
- Only the owner
- Only the licence holder
* The people responsible for it at the time, including daycare staff
- Nobody, until an incident happens
Why: The Animal Welfare Act 2006 applies to anyone responsible for an animal, permanently or temporarily.

Q: Which of these is one of the five welfare needs in the Animal Welfare Act 2006?
- To be walked at least twice a day
* To be protected from pain, suffering, injury and disease
- To be fed a raw diet
- To wear a harness rather than a collar
Why: The five needs are environment, diet, normal behaviour, housing with or apart from other animals, and protection from pain, suffering, injury and disease.

Q: A dog has eaten a staff member's chocolate bar. What should you do?
- Wait and see whether it becomes ill
- Make the dog sick with salt water
* Call the vet immediately and keep the wrapper
- Give it plenty of milk
Why: Chocolate is poisonous to dogs; the vet needs to know what and how much was eaten, and only the vet should decide on treatment.

Q: A dog starts coughing during the morning. What happens?
* It is moved to the isolation area, the owner is contacted and the shift lead is told
- It carries on playing as usual
- It is given cough medicine from the first aid kit
- It is sent home on its own in a taxi
Why: Coughing may be infectious, so the dog is isolated from other dogs and its owner is asked to collect it.`,
        },
      ],
    },
  ],
};
