import type { TrainingCategoryContent } from '../../../content/types';

export const dogBehaviourCategory: TrainingCategoryContent = {
  slug: 'dog-behaviour',
  name: 'Dog Behaviour & Body Language',
  description:
    'Read what dogs are telling you, build safe and happy playgroups, and step in early and kindly before play turns into conflict.',
  icon: 'brain',
  displayOrder: 2,
  requiredTier: 'employee',
  modules: [
    {
      slug: 'reading-canine-body-language',
      title: 'Reading Canine Body Language',
      description:
        'Learn to read the whole dog, recognise relaxed, stressed and aroused body language, and understand the escalating warning signals dogs give before a bite.',
      difficulty: 'beginner',
      estimatedDuration: 30,
      displayOrder: 1,
      sections: [
        {
          type: 'text',
          title: 'Reading the whole dog',
          content: `# Reading the whole dog
Dogs communicate mostly through their bodies. No single signal tells the whole story, so look at the **whole dog and the situation** together, and watch how the picture changes from moment to moment.

## Relaxed and comfortable
- Loose, wiggly body with weight evenly spread
- Soft eyes, with a normal blink
- Mouth relaxed and slightly open, perhaps with a gentle pant
- Ears in their natural position for the breed
- Tail at its natural height, wagging loosely

## Worried or stressed
- Lip licking or yawning when not tired
- Turning the head or body away, or sniffing the ground suddenly
- **Whale eye**: the whites of the eyes showing as the dog looks sideways
- Ears pinned back, tail low or tucked, body lowered
- Panting with the corners of the mouth pulled back tightly
- Shaking off as if wet, when the dog is dry
- Trying to hide, leave or stay close to a person

## Aroused or on alert
- Body stiff, weight shifted forward
- Hard, fixed stare
- Mouth closed tight
- Tail held high and stiff, perhaps wagging in a quick, short flicker
- Raised hackles (the hair along the back). This shows arousal, which may be excitement, fear or tension; it does not automatically mean aggression.

## Remember
- **A wagging tail does not always mean a happy dog.** Look at the height, the speed and the rest of the body.
- Breed matters: a curly-tailed breed or a dog with a docked tail or heavy facial folds can be harder to read, so rely on more signals.
- Know each dog's normal. A usually bouncy dog that is quiet and withdrawn may be unwell or in pain.

[Image: Side-by-side photographs of the same dog relaxed, worried and aroused, with the ears, eyes, mouth and tail labelled]`,
        },
        {
          type: 'video',
          title: 'Spot the stress signals',
          content: `[Video: Spot the stress signals, 08:15]
Real footage from a daycare play room, slowed down and paused so that you can see the small signals that are easy to miss at full speed.

- **Clip 1**: a young spaniel is greeted by three dogs at once. Watch it lick its lips, turn its head away and lower its tail before moving behind a member of staff.
- **Clip 2**: a Labrador guards a ball. Notice the body going still over the ball, the hard stare and the head lowering before a low growl.
- **Clip 3**: two terriers playing well. Play bows, bouncy movements, taking turns at chasing and regular pauses.
- **Clip 4**: a senior dog that has had enough. It yawns, walks away and lies down facing the wall.

After each clip the trainer asks: what did the dog need, and what could staff have done? The answers include calling dogs away to reduce crowding at greetings, removing high-value toys from the room, and giving older dogs a quiet space to rest, which our licence conditions require anyway.`,
        },
        {
          type: 'text',
          title: 'The warning ladder',
          content: `# The warning ladder
Dogs rarely bite "out of the blue". Most give a series of signals first that rise in intensity if the pressure continues. This idea is often shown as the **canine ladder of aggression**, described by the veterinary surgeon and behaviourist Kendal Shepherd.

## Lower rungs: polite requests
1. Yawning, blinking and nose licking
2. Turning the head away
3. Turning the body away, sitting or lifting a paw
4. Walking away

## Middle rungs: stronger signals
5. Creeping with the ears back
6. Standing crouched with the tail tucked under
7. Lying down and rolling onto the back with a leg raised

## Top rungs: final warnings
8. Stiffening and staring
9. Growling
10. Snapping
11. Biting

Individual dogs do not always show every rung or climb in the same order, and a dog that is very frightened, or has learned that its early signals are ignored, may skip straight to the top.

## What this means on the floor
- **Act on the lower rungs.** Give space, remove the trigger or call other dogs away as soon as you see the early signs.
- **Never punish a growl.** A growl is information. Punishing it can teach a dog to skip the warning and go straight to a bite.
- **Record it.** Note any dog that regularly climbs the ladder, and in which situation, so that the group plan can be changed.
- Pain is a common hidden cause of a change in behaviour. A dog that suddenly becomes grumpy when touched should be reported so the owner can be advised to speak to their vet.

[Image: Illustrated ladder showing a dog at each stage, from yawning at the bottom to biting at the top]`,
        },
        {
          type: 'quiz',
          title: 'Check your understanding: body language',
          content: `Q: A dog keeps licking its lips and turning its head away as another dog sniffs it. What is it most likely telling you?
- It is hungry
* It is uncomfortable and would like some space
- It wants to play
- It is about to fall asleep
Why: Lip licking and turning away are early, polite signs of discomfort on the lower rungs of the ladder.

Q: What do raised hackles tell you?
- The dog is definitely about to attack
- The dog is cold
* The dog is aroused, which could be excitement, fear or tension
- The dog is relaxed
Why: Raised hackles show arousal; read them with the rest of the body and the situation.

Q: A dog growls when you reach for the toy it is lying on. What is the right response?
- Tell it off firmly so that it learns not to growl
* Stop, give it space and swap the toy for something else later, then record it
- Grab the toy quickly before it can react
- Ignore it, as growling is normal
Why: A growl is a warning; punishing it risks teaching the dog to bite without warning.

Q: What does whale eye look like?
* The whites of the eyes showing as the dog looks sideways
- Eyes half closed in a slow blink
- Eyes wide with dilated pupils only in the dark
- A dog staring at a bowl of water
Why: Whale eye is a classic sign of worry or tension, often with the head turned away.`,
        },
      ],
    },
    {
      slug: 'managing-group-play',
      title: 'Managing Group Play',
      description:
        'Tell healthy play from trouble, build well-matched playgroups from assessment onwards, and supervise groups so every dog enjoys its day.',
      difficulty: 'intermediate',
      estimatedDuration: 35,
      displayOrder: 2,
      sections: [
        {
          type: 'text',
          title: 'Healthy play or heading for trouble?',
          content: `# Healthy play or heading for trouble?
Good play is one of the best parts of daycare, but play can tip into bullying or a scuffle quickly. Your job is to keep it balanced.

## Signs of healthy play
- **Play bows**: front end down, back end up, often used to start or restart a game
- Loose, bouncy, exaggerated movements that would be inefficient if they were serious
- An open, relaxed "play face"
- **Role reversal**: the chaser becomes the chased, the one on top ends up underneath
- **Self-handicapping**: a big dog lies down or plays gently with a smaller one
- **Regular pauses**: the dogs break off, sniff or shake off, then choose to carry on

## Warning signs
- One dog is always the one being chased, pinned or mounted
- Several dogs chasing one dog (ganging up)
- No pauses, with arousal building and movements becoming faster and stiffer
- Hard stares, body slamming, or play growls changing pitch
- A dog trying to hide, leave or climb onto a person
- Neck biting that makes the other dog yelp or freeze

## The consent test
If you are not sure whether both dogs are enjoying the game:
1. Gently separate them, calling one away or holding it on a loose lead.
2. Let the other dog choose.
3. If it goes straight back to play, the game is probably mutual. If it moves away, stays by you or shakes off, it was glad of the break, so redirect the first dog to something else.

## Rest is part of play
Over-tired dogs squabble. Our licence conditions require a clean, comfortable rest area and somewhere a dog can get away from other dogs and people. Build calm rest periods into the day and protect them.

[Image: Two dogs of different sizes playing, with the larger dog lying down while the smaller dog play bows]`,
        },
        {
          type: 'text',
          title: 'Building playgroups',
          content: `# Building playgroups
Safe groups start long before a dog joins the play room.

## Screening before admission
The licensing regulations for dog day care in England require every dog to be **screened before it is admitted**, to make sure it is not afraid, anxious or stressed around other dogs or people and does not pose a danger to other dogs or staff. In practice we:
1. Take a full history from the owner: behaviour with dogs and people, triggers, health, vaccinations and any bite history.
2. Hold an **assessment visit** where the dog meets staff, then one calm, well-socialised "stooge" dog, then a small group, at the dog's pace.
3. Decide: suitable for group play, suitable for a specific small group, suitable with a gradual settling-in plan, or not suitable for group daycare.

## Matching dogs
Group by more than size. Think about:
- **Play style**: wrestlers, chasers, gentle players and dogs that mainly want to sniff and potter
- **Energy level** and stamina
- **Age**: puppies need short sessions and plenty of rest; seniors need calm and comfort
- **Size**: a big, rough-playing dog and a toy breed are a risky mix even if both are friendly
- **Individual needs**: dogs that guard toys, dislike being mounted or are sensitive to noise

## Group size and staffing
- The number of dogs on site must never exceed the maximum on our licence.
- In England, Defra's day care guidance sets a minimum of **one member of staff for every ten dogs**. That is a minimum; new dogs, puppies and lively groups need more.
- Dogs in groups are supervised at all times. If you need to leave the room, a colleague takes over first.
- Unneutered bitches must be prevented from mating; check our policy on dogs in season.

[Image: Whiteboard in the staff room showing today's playgroups by room, with names, play style colour codes and the staff member responsible]`,
        },
        {
          type: 'video',
          title: 'Interrupting play the kind way',
          content: `[Video: Interrupting play the kind way, 06:30]
A trainer shows how we step in early, calmly and without frightening the dogs.

- **Use your voice first**: a cheerful call of the dog's name or a happy noise often breaks the moment.
- **Move, don't lunge**: walk towards the dogs with relaxed body language; dogs often separate as you approach.
- **Reward the recall**: only if the dog's notes say treats are allowed, and never in the middle of a busy group where food could cause guarding.
- **A calm-down break**: pop the lead on and take the dog for a short sniff or a sit with you until it is relaxed. This is a pause, not a punishment.
- **Change the environment**: take out the ball that everyone is chasing or split a group that has become too excited.

The trainer also explains what we never do: spray water, throw objects, use rattle cans or shout. Aversive methods frighten dogs, can cause fights and damage their trust in us. Electronic shock collars are banned in England and Wales, and our policy is that no aversive equipment is used on site.`,
        },
        {
          type: 'checklist',
          title: 'Playgroup supervision',
          content: `- I know which dogs are in my group and any notes about them
- Staff numbers meet our ratio for this group before play starts
- High-value toys that cause guarding have been removed
- Water is available and the rest area is open
- I am watching the group, not my phone
- I check in on every dog at least every few minutes
- I am watching for ganging up and dogs trying to escape the game
- I step in early with my voice before arousal builds
- Rest periods are happening on schedule
- Any incident or near miss is recorded before the end of my shift`,
        },
        {
          type: 'quiz',
          title: 'Check your understanding: group play',
          content: `Q: Which of these is a sign of healthy play?
- One dog is always underneath
- Three dogs chasing one small dog
* The dogs take turns at chasing and take regular short pauses
- Play is getting faster and stiffer
Why: Role reversal and pauses show both dogs are choosing to play.

Q: What is the minimum staff-to-dog ratio set by Defra's dog day care guidance in England?
- One member of staff for every 20 dogs
- One member of staff for every 15 dogs
* One member of staff for every 10 dogs
- There is no minimum
Why: The guidance sets at least one member of staff per ten dogs, and more may be needed depending on the dogs.

Q: You are not sure whether a game is mutual. What should you do?
* Separate the dogs briefly and see whether the other dog chooses to go back
- Let it continue until one dog yelps
- Spray both dogs with water
- Put both dogs in crates for the rest of the day
Why: The consent test lets the dog that might be struggling show you what it wants.

Q: What must happen before a new dog joins group daycare in England?
- Nothing, as long as it is vaccinated
* It must be screened to check it is not stressed by other dogs or people and is not a danger to them
- It must have passed an obedience class
- It must be over two years old
Why: The day care licence conditions require screening before a dog is admitted.`,
        },
      ],
    },
    {
      slug: 'intervening-in-dog-conflicts',
      title: 'Preventing & Handling Dog Conflicts',
      description:
        'Prevent conflict through management, break up a fight safely if one happens, and follow the right steps afterwards for the dogs, the owners and our records.',
      difficulty: 'advanced',
      estimatedDuration: 40,
      displayOrder: 3,
      sections: [
        {
          type: 'text',
          title: 'Prevention: most fights never need to happen',
          content: `# Prevention first
Most serious scuffles have warning signs minutes or hours earlier. Good management prevents them.

## Common triggers in daycare
- **Resources**: toys, balls, chews, food, water bowls, favourite beds and even favourite people
- **Tight spaces**: doorways, gates and corridors where dogs are forced close together
- **Over-arousal**: long play sessions without rest, ball throwing, and excitement at drop-off and pick-up
- **Mismatched groups**: very different sizes, energy levels or play styles
- **Pain or illness**: a dog that is sore or unwell has less tolerance
- **Greeting crowds**: several dogs rushing at a newcomer

## Management that works
- Feed dogs separately and never leave food or chews lying around in group areas.
- Remove toys that cause guarding; scatter several of the same toy rather than one.
- Keep gates and doorways clear and move dogs through them one or two at a time.
- Schedule rest periods and protect them.
- Introduce new dogs gradually and to a small, calm group first.
- Keep the group plan updated when you notice patterns.

## Positive, force-free handling
We use calm interruption, redirection and management, never pain or fear. That means no shouting, spraying, throwing things, scruffing or pinning dogs down. Electronic shock collars are banned in England (since 2024) and in Wales (since 2010), and no aversive equipment is used on our site, whatever an owner may use at home.

## When to escalate
Tell the shift lead when a dog:
- Climbs to the top of the warning ladder (stiffening, growling, snapping)
- Is involved in more than one incident
- Starts to show fear or stress in the group

The manager may adjust the dog's group, reduce its days, suggest the owner speaks to their vet, or recommend a suitably qualified behaviourist, for example one on a register kept by the Animal Behaviour and Training Council (ABTC).

[Image: Play room with several identical toys spread out, a water station away from the doorway and a gated rest area]`,
        },
        {
          type: 'text',
          title: 'If a fight breaks out',
          content: `# If a fight breaks out
A real fight is loud, fast and frightening. Having a plan in your head means you act safely instead of instinctively.

## Do not
- **Do not put your hands anywhere near the dogs' heads**, and do not grab collars. This is how most handler bites happen.
- Do not put your face or body between the dogs.
- Do not scream or hit the dogs; it adds to the arousal.

## Do
1. **Call for help** with a clear, loud "Help in room two!"
2. **Interrupt with a sudden noise** from a distance, such as a sharp clap, a shout of "Hey!" or banging a board; sometimes this is enough.
3. **Use a barrier.** Slide a board, a baby gate, a chair or a folded mat between the dogs. Our play rooms have boards for this.
4. **Clear the area.** A colleague moves the other dogs out so they do not join in.
5. **Last resort, two trained people only**: each person takes the back legs of one dog just above the hocks and walks it backwards, away from the other dog, then turns it so it cannot reach round to bite. Only use this if you have practised it in training.
6. **Separate and secure** the dogs in different areas, out of sight of each other, to calm down.

## Straight afterwards
- Check yourself and colleagues for injuries and record them in the accident book.
- Check each dog thoroughly, running your hands gently over the body. **Puncture wounds can hide under fur** and may be deeper than they look.
- Any dog with a wound, limp or signs of pain is **seen by a vet**. If in doubt, phone the vet and ask.
- Record the incident fully in the incident log.
- The manager phones both owners the same day and discusses the next steps.

[Image: Staff member sliding a large plastic board between two dogs while a colleague leads the rest of the group out of the room]`,
        },
        {
          type: 'video',
          title: 'After an incident: the debrief',
          content: `[Video: After an incident - the debrief, 05:40]
Our manager and two handlers walk through a real (staged) incident review.

- **What happened?** The facts, in order, from everyone who saw it, including what was going on in the room beforehand.
- **What were the early signs?** In this case, a dog had been stiffening around a ball for twenty minutes.
- **What did we do well?** Help was called quickly, the board was used and no hands went near heads.
- **What would we do differently?** Take the ball out of the room as soon as guarding was noticed.
- **What changes now?** The ball goes in the store, the two dogs are placed in separate groups, and the incident is added to both dogs' notes.

The manager explains that the debrief is not about blame. It is how we learn, and it is also the record the local authority inspector and our insurer would expect to see.`,
        },
        {
          type: 'quiz',
          title: 'Check your understanding: conflicts',
          content: `Q: Two dogs start fighting in the yard. What should you avoid doing?
- Calling for help
- Sliding a board between them
* Grabbing their collars to pull them apart
- Moving the other dogs away
Why: Reaching near the heads or grabbing collars is the most common way handlers get bitten.

Q: After a short scuffle, neither owner's dog appears hurt. What should happen next?
- Nothing, as there were no visible injuries
* Check both dogs all over for hidden punctures, record it and tell both owners the same day
- Only tell the owners if they ask
- Put both dogs back in the group straight away
Why: Bite wounds can hide under fur; owners must be told and the incident recorded.

Q: Which of these helps prevent conflict in daycare?
- Leaving one special ball for the whole group
- Feeding dogs together in the play room
* Scheduling rest periods and removing toys that cause guarding
- Letting the whole group greet each new arrival at the gate
Why: Over-arousal and resources are common triggers; rest and toy management reduce them.

Q: An owner asks you to use their dog's remote training collar at daycare. What do you say?
- Yes, if they show you how it works
* No: we do not use aversive equipment, and electronic shock collars are banned in England and Wales
- Yes, but only in the yard
- Only on the lowest setting
Why: Our policy is force-free, and electronic shock collars are banned in England and Wales.`,
        },
        {
          type: 'checklist',
          title: 'After a dog-to-dog incident',
          content: `- Everyone is safe and the dogs are separated and calm
- Human injuries treated and recorded in the accident book
- Each dog checked all over for wounds, limping and signs of pain
- Vet contacted for any dog with a wound or signs of pain
- Incident log completed with the facts in order and any witnesses
- Shift lead or manager informed
- Both owners told on the same day
- Group plan and dogs' notes updated
- Debrief held and any changes agreed`,
        },
      ],
    },
  ],
};
